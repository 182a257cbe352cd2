/** The one row an INSERT … RETURNING or an upsert produced. */
export function single<Row>(rows: Row[]): Row {
  const [row] = rows
  if (row === undefined) throw new Error('Expected the statement to return one row, it returned none.')
  return row
}
