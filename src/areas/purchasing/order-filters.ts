// The Orders History filters, in a module of their own: the routes' search validation reads them, and
// it is part of the app's entry (importing the screen for them put the whole screen, its table and
// dialogs into every page's first download).

/** The filters beside the search, each a URL parameter of the same name. */
export const ORDER_FILTERS = ['supplier', 'status', 'from', 'to'] as const;
