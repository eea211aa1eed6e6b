import { WochenuebersichtPage } from '@case/web/wochenuebersicht/WochenuebersichtPage'

export default function Wochenuebersicht() {
  return <WochenuebersichtPage />
}
