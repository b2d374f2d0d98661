import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from './outbox.ts';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/** SMTP when SMTP_URL is set; otherwise the local outbox (and a log line without the message body). */
export function createMailer(options: { smtpUrl?: string; from: string; outbox: Outbox; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      const file = await options.outbox.write({ channel: 'mail', to: mail.to, subject: mail.subject, text: mail.text });
      options.log.info({ file }, `mail "${mail.subject}" written to the outbox`);
    },
  };
}
