// The house rules (docs/architecture.md) as a local ESLint plugin: `house/<rule>` in eslint.config.js.
import apiClientImports from './api-client-imports.js';
import areaBoundaries from './area-boundaries.js';
import noApiInEffect from './no-api-in-effect.js';
import noRequestCast from './no-request-cast.js';

export default {
  meta: { name: 'eslint-plugin-house' },
  rules: {
    'api-client-imports': apiClientImports,
    'area-boundaries': areaBoundaries,
    'no-request-cast': noRequestCast,
    'no-api-in-effect': noApiInEffect,
  },
};
