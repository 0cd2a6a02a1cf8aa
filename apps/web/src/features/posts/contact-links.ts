/**
 * The wa.me link of a contact phone: digits only, a Jordanian 07… number written in its
 * international form, since WhatsApp needs the country code.
 */
export function whatsappLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return null;
  const international = /^07\d{8}$/.test(digits) ? `962${digits.slice(1)}` : digits;
  return `https://wa.me/${international}`;
}
