// Short messages to customers' phones, queued in the outbox; a message's tracking link is filled in
// as it is sent.
import fp from 'fastify-plugin';
import { createPhoneChannel, type PhoneChannel } from '../platform/phone/phone-outbox';
import { createTwilioSender } from '../platform/phone/twilio';

declare module 'fastify' {
  interface FastifyInstance {
    phone: PhoneChannel;
  }
}

export default fp(
  async (app) => {
    const { config, db, jobs, tracking } = app;
    const phoneConfig = config.phone;
    app.decorate(
      'phone',
      createPhoneChannel({
        db,
        jobs,
        sender: phoneConfig.provider === 'twilio' ? createTwilioSender(phoneConfig) : null,
        channel: phoneConfig.channel,
        trackingLinkOf: (orderId) => tracking.linkOfOrder(orderId),
        secret: config.jwtSecret,
      }),
    );
  },
  { name: 'phone', dependencies: ['infrastructure', 'tracking'] },
);
