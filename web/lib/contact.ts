/** The chat-app link (WhatsApp click-to-chat): a plain link, nothing loads before the visitor clicks. */
export function chatUrl(chatNumber: string | null | undefined): string | null {
  const digits = chatNumber?.replace(/\D/g, '')
  return digits ? `https://wa.me/${digits}` : null
}
