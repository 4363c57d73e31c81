import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The header of a startup file and what the viewer may do in it; NotFoundError for a file the viewer may not open. */
export const StartupFileQuery = graphql(`
  query StartupFile($id: ID!) {
    startupFile(id: $id) {
      _id
      name
      logo
      description
      website
      foundingYear
      programs {
        _id
        name
        color
      }
      industries {
        _id
        name
        color
      }
      tags {
        _id
        name
        color
      }
      peopleIds
      assignedUserIds
      viewerCan {
        edit
        editName
        delete
        viewFile
        postPrivate
        downloadDocuments
      }
    }
  }
`);

export type StartupFileData = ResultOf<typeof StartupFileQuery>['startupFile'];
