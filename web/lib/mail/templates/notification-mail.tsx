import { Heading, Text } from '@react-email/components'
import type { SenderDetails } from '../sender-details'
import { DetailList, type FooterLines, MailLayout, paragraph } from './mail-layout'

/** To the agency: a new lead or review, with everything the sender entered. */
export function NotificationMail(props: {
  heading: string
  intro: string
  replyHint: string | null
  rows: [string, string][]
  sender: SenderDetails
  footer: FooterLines
}) {
  return (
    <MailLayout lang="de" preview={props.heading} sender={props.sender} footer={props.footer}>
      <Heading as="h1" style={{ fontSize: 22 }}>
        {props.heading}
      </Heading>
      <Text style={paragraph}>{props.intro}</Text>
      <DetailList rows={props.rows} />
      {props.replyHint && <Text style={paragraph}>{props.replyHint}</Text>}
    </MailLayout>
  )
}
