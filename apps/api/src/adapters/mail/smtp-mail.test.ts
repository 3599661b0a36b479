import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMail } from './smtp-mail.js';

/**
 * A mail server reduced to what a plain SMTP delivery says (RFC 5321: greeting, EHLO, MAIL, RCPT, DATA,
 * QUIT), keeping each message it accepts: what `SMTP_URL` points at, on this machine.
 */
function startMailServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffered = '';
    let isReadingData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (;;) {
        if (isReadingData) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffered.slice(0, end));
          buffered = buffered.slice(end + 5);
          isReadingData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const end = buffered.indexOf('\r\n');
        if (end < 0) return;
        const command = buffered.slice(0, end).toUpperCase();
        buffered = buffered.slice(end + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 test\r\n');
        else if (command.startsWith('DATA')) {
          isReadingData = true;
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    }),
  );
}

let mailServer: Awaited<ReturnType<typeof startMailServer>> | undefined;
afterEach(() => mailServer?.server.close());

describe('createSmtpMail', () => {
  it('delivers a message to the SMTP server of SMTP_URL, from MAIL_FROM, in UTF-8', async () => {
    mailServer = await startMailServer();
    const mail = createSmtpMail({ url: `smtp://127.0.0.1:${mailServer.port}`, from: 'Chaba <no-reply@chaba.test>' });
    await mail.send({ to: 'member@example.com', subject: 'รหัส OTP', body: 'Your code is 123456' });
    mail.close();
    expect(mailServer.received).toHaveLength(1);
    const message = mailServer.received[0] ?? '';
    expect(message).toMatch(/^From: Chaba <no-reply@chaba\.test>$/m);
    expect(message).toMatch(/^To: member@example\.com$/m);
    expect(message).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(message).toContain('Your code is 123456');
  });

  it('sends a notification with its HTML and text versions under the Message-ID of its delivery', async () => {
    mailServer = await startMailServer();
    const mail = createSmtpMail({ url: `smtp://127.0.0.1:${mailServer.port}`, from: 'Chaba <no-reply@chaba.test>' });
    await mail.send({
      to: 'member@example.com',
      subject: 'Points expiring',
      body: 'Plain words',
      html: '<p>Rich words</p>',
      messageId: '0b6f1c9e-5d1c-4a5e-9f57-2f4c1a7d9e10',
    });
    mail.close();
    const message = mailServer.received[0] ?? '';
    expect(message).toMatch(/^Message-ID: <0b6f1c9e-5d1c-4a5e-9f57-2f4c1a7d9e10@chaba\.test>$/im);
    expect(message).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(message).toContain('Plain words');
    expect(message).toContain('<p>Rich words</p>');
  });
});
