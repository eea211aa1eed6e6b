import { CodingPage } from '@case/web/coding/CodingPage'

export default function Coding() {
  return <CodingPage />
}
