// A page load in a real browser on a 2-core machine can take a few seconds under load.
jest.setTimeout(30_000)
