/** The attribute of the placeholder `<DocCardList>` writes, which the route's rendering fills with cards. */
export const DOC_CARD_LIST = 'data-doc-card-list';
