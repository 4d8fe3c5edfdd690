// Jest 30 + msw 2 + hookmock, in-process. msw's CommonJS build requires packages that ship only
// ES modules (rettime, …), and hookmock and faker are ES modules too; Jest does not load ES
// modules through `require` and by default does not transform node_modules. So: transform them
// with babel-jest (ESM → CommonJS), i.e. stop ignoring those packages. Nothing else is needed.
const esmOnly = ['hookmock', 'msw', '@mswjs', 'rettime', 'until-async', '@faker-js', '@open-draft'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.js'],
  transform: {
    '\\.[cm]?js$': ['babel-jest', { presets: [['@babel/preset-env', { targets: { node: 'current' } }]] }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};
