import { describeResource } from '../testing/resource-cases';

describeResource('payment', [
  {
    call: (client) => client.payment.types(),
    data: { payments: [{ paymentTypeId: 12, name: 'Carta di credito' }] },
  },
  {
    call: (client) => client.payment.types({ order_id: 501 }),
    query: { order_id: '501' },
  },
  {
    call: (client) => client.payment.listAuths({ payment_type_id: 12 }),
    query: { payment_type_id: '12' },
    data: { auths: [{ paymentAuthId: 4 }] },
  },
  {
    call: (client) => client.payment.deleteAuth({ payment_auth_id: 4 }),
    query: { payment_auth_id: '4' },
    data: { auths: [] },
  },
  {
    call: (client) =>
      client.payment.addAuth({ payment_type_id: 12, payment_data: '{"remember":true}' }),
    query: { payment_type_id: '12', payment_data: '{"remember":true}' },
    data: { paymentUrl: 'https://pay.example.it/p', paymentParameters: { a: '1' } },
  },
  {
    call: (client) =>
      client.payment.stripeFeedbackRecurrent({
        redirect_status: 'succeeded',
        payment_id: 'pi_1',
        payment_intent_client_secret: 'pi_1_secret',
      }),
    query: {
      redirect_status: 'succeeded',
      payment_id: 'pi_1',
      payment_intent_client_secret: 'pi_1_secret',
    },
  },
  {
    call: (client) =>
      client.payment.stripeFeedback({
        redirect_status: 'succeeded',
        order_id: 501,
        payment_intent_client_secret: 'pi_1_secret',
      }),
    query: {
      redirect_status: 'succeeded',
      order_id: '501',
      payment_intent_client_secret: 'pi_1_secret',
    },
    data: { orderId: 501, status: 'paid' },
  },
  {
    call: (client) => client.payment.satispayFeedback({ order_id: 501, payment_id: 'sp_1' }),
    query: { order_id: '501', payment_id: 'sp_1' },
  },
]);
