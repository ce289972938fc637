/** Where the API lives on every host (the spec's paths are under it). */
export const API_PREFIX = '/1/api';
