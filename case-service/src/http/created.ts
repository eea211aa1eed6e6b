/** 201 with the created thing as JSON and, as every 201 of this API, its path in `Location`. */
export const createdAt = (location: string, body: unknown) =>
  Response.json(body, { status: 201, headers: { Location: location } })
