export { createConsumerAccount, type NewConsumer } from './consumerAccountRepository';
