/** Products the tests seed: the default catalogue size. */
export const TEST_CATALOGUE_SIZE = 300;
