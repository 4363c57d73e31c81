export { tags, userTags } from './tag.table.ts';
export { listTags, type TagRow, taggedWithAny, tagsOfUsers } from './tag.service.ts';
export { TagRef } from './tag.refs.ts';
