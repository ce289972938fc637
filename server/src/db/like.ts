// Search text as an ILIKE pattern: "contains", with the text's own % _ \ matching themselves.
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
