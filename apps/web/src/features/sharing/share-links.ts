/** A WhatsApp chat of the person's choosing, opened with the title and the link as its text. */
export function whatsappShareLink(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}

/** Facebook's share dialog for the link; Facebook reads the title and photo from its page. */
export function facebookShareLink(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}
