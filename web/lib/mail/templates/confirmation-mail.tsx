import { Text } from '@react-email/components'
import type { SenderDetails } from '../sender-details'
import { DetailList, type FooterLines, MailLayout, paragraph } from './mail-layout'

/** To the person who sent a form, in their language: received, what happens next, what they sent. */
export function ConfirmationMail(props: {
  lang: string
  greeting: string
  received: string
  summary: string
  rows: [string, string][]
  questions: string
  signOff: string
  team: string
  notYou: string
  sender: SenderDetails
  footer: FooterLines
}) {
  return (
    <MailLayout lang={props.lang} preview={props.received} sender={props.sender} footer={props.footer}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>{props.received}</Text>
      <Text style={paragraph}>{props.summary}</Text>
      <DetailList rows={props.rows} />
      <Text style={paragraph}>{props.questions}</Text>
      <Text style={paragraph}>
        {props.signOff}
        <br />
        {props.team}
      </Text>
      <Text style={{ fontSize: 12, lineHeight: '18px', color: '#52606d' }}>{props.notYou}</Text>
    </MailLayout>
  )
}
