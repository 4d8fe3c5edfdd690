// Jest 30 + msw + hookmock, in-process, for TypeScript and JavaScript tests alike (docs/guide/jest.md
// shows this file verbatim; a test keeps the two equal). msw's CommonJS build requires packages
// that ship only ES modules (rettime, …), and hookmock and faker are ES modules too; Jest does not
// load ES modules through `require` and by default does not transform node_modules. So
// babel-jest transforms the tests (TypeScript included: preset-typescript strips the types) and
// those packages (ESM → CommonJS). Types are checked by `tsc --noEmit`, not by Jest.
const esmOnly = ['hookmock', 'msw', '@mswjs', 'rettime', 'until-async', '@faker-js', '@open-draft'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.[jt]s'],
  transform: {
    '\\.[cm]?[jt]s$': [
      'babel-jest',
      {
        presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};
