/** WhatsApp's green for its buttons; white on green-700 keeps AA contrast. */
export const WHATSAPP_BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-green-700 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-green-800';
