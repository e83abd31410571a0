// Registered last: every kind of job is defined by now, so the queue starts; on close it stops
// (letting running jobs finish) before the database closes, and mail's connection closes after the
// last of them.
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const { jobs, mailer } = app;
    await jobs.start();
    app.addHook('onClose', async () => {
      await jobs.stop();
      mailer.close();
    });
  },
  { name: 'background-work', dependencies: ['infrastructure'] },
);
