/** The server secret of every test app (tests that open sealed mail links derive its key). */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
