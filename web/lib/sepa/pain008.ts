/*
 * The bank file of a collection run: ISO 20022 pain.008.001.08 (SEPA direct debit initiation), as German
 * banks take it since November 2023. One payment information block per scheme (CORE, B2B), sequence
 * (FRST for a mandate's first collection, RCUR after) and collection day; amounts in euros with two
 * decimals. Tested against the official XSD (tests/int/sepa.test.ts).
 */

export interface DebitTransaction {
  /** The invoice number: the end-to-end reference the customer's statement shows. */
  endToEndId: string
  amountCents: number
  mandateReference: string
  mandateSignedOn: string
  debtorName: string
  debtorIban: string
  debtorBic: string | null
  remittance: string
}

export interface DebitBatch {
  scheme: 'core' | 'b2b'
  sequence: 'FRST' | 'RCUR'
  collectionDate: string
  transactions: DebitTransaction[]
}

export interface CollectionFile {
  messageId: string
  createdAt: Date
  creditor: { name: string; iban: string; bic: string; creditorId: string }
  batches: DebitBatch[]
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
/** Max70Text / Max140Text: trimmed to the length the schema allows. */
const text = (value: string, max: number) => escape(value.trim().slice(0, max))
const amount = (cents: number) => (cents / 100).toFixed(2)
const sum = (transactions: DebitTransaction[]) => transactions.reduce((total, transaction) => total + transaction.amountCents, 0)

function agent(bic: string | null): string {
  // Without a BIC (optional within the EEA), the schema's NOTPROVIDED placeholder.
  return bic ? `<FinInstnId><BICFI>${escape(bic)}</BICFI></FinInstnId>` : '<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>'
}

function transaction(debit: DebitTransaction): string {
  return [
    '<DrctDbtTxInf>',
    `<PmtId><EndToEndId>${text(debit.endToEndId, 35)}</EndToEndId></PmtId>`,
    `<InstdAmt Ccy="EUR">${amount(debit.amountCents)}</InstdAmt>`,
    `<DrctDbtTx><MndtRltdInf><MndtId>${text(debit.mandateReference, 35)}</MndtId><DtOfSgntr>${debit.mandateSignedOn}</DtOfSgntr></MndtRltdInf></DrctDbtTx>`,
    `<DbtrAgt>${agent(debit.debtorBic)}</DbtrAgt>`,
    `<Dbtr><Nm>${text(debit.debtorName, 70)}</Nm></Dbtr>`,
    `<DbtrAcct><Id><IBAN>${escape(debit.debtorIban)}</IBAN></Id></DbtrAcct>`,
    `<RmtInf><Ustrd>${text(debit.remittance, 140)}</Ustrd></RmtInf>`,
    '</DrctDbtTxInf>',
  ].join('')
}

export function pain008Xml(file: CollectionFile): string {
  const all = file.batches.flatMap((batch) => batch.transactions)
  const created = file.createdAt.toISOString().slice(0, 19)
  const batches = file.batches.map((batch, index) =>
    [
      '<PmtInf>',
      `<PmtInfId>${text(`${file.messageId}-${index + 1}`, 35)}</PmtInfId>`,
      '<PmtMtd>DD</PmtMtd>',
      '<BtchBookg>true</BtchBookg>',
      `<NbOfTxs>${batch.transactions.length}</NbOfTxs>`,
      `<CtrlSum>${amount(sum(batch.transactions))}</CtrlSum>`,
      `<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>${batch.scheme === 'b2b' ? 'B2B' : 'CORE'}</Cd></LclInstrm><SeqTp>${batch.sequence}</SeqTp></PmtTpInf>`,
      `<ReqdColltnDt>${batch.collectionDate}</ReqdColltnDt>`,
      `<Cdtr><Nm>${text(file.creditor.name, 70)}</Nm></Cdtr>`,
      `<CdtrAcct><Id><IBAN>${escape(file.creditor.iban)}</IBAN></Id></CdtrAcct>`,
      `<CdtrAgt>${agent(file.creditor.bic)}</CdtrAgt>`,
      '<ChrgBr>SLEV</ChrgBr>',
      `<CdtrSchmeId><Id><PrvtId><Othr><Id>${escape(file.creditor.creditorId)}</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>`,
      ...batch.transactions.map(transaction),
      '</PmtInf>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '<CstmrDrctDbtInitn>',
    `<GrpHdr><MsgId>${text(file.messageId, 35)}</MsgId><CreDtTm>${created}</CreDtTm><NbOfTxs>${all.length}</NbOfTxs><CtrlSum>${amount(sum(all))}</CtrlSum><InitgPty><Nm>${text(file.creditor.name, 70)}</Nm></InitgPty></GrpHdr>`,
    ...batches,
    '</CstmrDrctDbtInitn>',
    '</Document>',
    '',
  ].join('\n')
}
