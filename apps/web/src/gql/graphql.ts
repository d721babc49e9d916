/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ContactInformationInput = {
  address: string;
  city: string;
  phone: string;
  postcode: string;
};

export type CreateUserChildInput = {
  avatar: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** boy or girl */
  gender: string;
  name: string;
  subscriptionId: string | number;
  username: string;
};

export type FavouritesInput = {
  dreamJob?: string | null | undefined;
  favoriteLesson?: string | null | undefined;
  favoriteSoerah?: string | null | undefined;
  favouriteAnimal?: string | null | undefined;
  favouriteBook?: string | null | undefined;
  favouriteColor?: string | null | undefined;
  favouriteFilm?: string | null | undefined;
  favouriteFood?: string | null | undefined;
  favouriteSchoolSubject?: string | null | undefined;
  favouriteSport?: string | null | undefined;
  hero?: string | null | undefined;
  hobbies?: string | null | undefined;
  learnedAchievements?: string | null | undefined;
  thankfullFor?: string | null | undefined;
  wish?: string | null | undefined;
};

/** RECORDING: the child's own recording of the passage; TOGETHER: its parent says they did it together. */
export type HandInKind =
  | 'RECORDING'
  | 'TOGETHER';

/** What to do with the passage: listen to it, recite it, learn it by heart, or revise it. */
export type HomeworkTask =
  | 'LEARN_BY_HEART'
  | 'LISTEN'
  | 'RECITE'
  | 'REVISE';

export type Language =
  | 'en'
  | 'nl';

/** What a parent may change of a profile; the username never changes. */
export type ParentChildInput = {
  avatar: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  gender: string;
  name: string;
  openProfile: boolean;
};

export type ParentFavouritesInput = {
  dreamJob?: string | null | undefined;
  favoriteLesson?: string | null | undefined;
  favoriteSoerah?: string | null | undefined;
  favouriteAnimal?: string | null | undefined;
  favouriteBook?: string | null | undefined;
  favouriteColor?: string | null | undefined;
  favouriteFilm?: string | null | undefined;
  favouriteFood?: string | null | undefined;
  favouriteSchoolSubject?: string | null | undefined;
  favouriteSport?: string | null | undefined;
  hero?: string | null | undefined;
  hobbies?: string | null | undefined;
  learnedAchievements?: string | null | undefined;
  thankfullFor?: string | null | undefined;
  wish?: string | null | undefined;
};

export type PublicationChange =
  | 'PUBLISHED'
  | 'WITHDRAWN';

export type PublicationState =
  | 'DRAFT'
  | 'PUBLISHED'
  | 'WITHDRAWN';

/** AGAIN "Nog niet", HARD "Bijna", GOOD "Ik wist het". */
export type RevisionGrade =
  | 'AGAIN'
  | 'GOOD'
  | 'HARD';

/** LEARNED is the passage learned by heart; the others gave or corrected a grade. */
export type RevisionGrader =
  | 'CHILD'
  | 'LEARNED'
  | 'PARENT'
  | 'TEACHER';

/** What a signed-in browser acts as: the family, or the institute (staff only). */
export type SessionRole =
  | 'FAMILY'
  | 'STAFF';

export type StaffKind =
  | 'ADMINISTRATOR'
  | 'TEACHER';

/** ACTIVE; ENDING within 30 days; ENDED. */
export type SubscriptionStatus =
  | 'ACTIVE'
  | 'ENDED'
  | 'ENDING';

/** A text a child addresses to the teacher. */
export type TeacherTextKind =
  | 'ABOUT_ME'
  | 'FINAL_MESSAGE';

/** What the child may change of itself: the name (callsign). The username never changes. */
export type UserChildSetInput = {
  name: string;
};

export type GetAvailabilityQueryVariables = Exact<{
  showRawPayload?: boolean | null | undefined;
}>;


export type GetAvailabilityQuery = { availability: { courseId: string, startsOn: string, endsOn: string, isActive: boolean, maxProfiles: number, profileCount: number, canAddProfile: boolean, rawPayload: unknown } | null };

export type ChildHomeworkPartFragment = { childHomework: Array<{ id: string, lessonId: string, lessonNumber: number, task: HomeworkTask, dueOn: string, isLate: boolean, lessonName: { nl: string, en: string }, note: { nl: string, en: string }, handIn: { kind: HandInKind, handedInAt: string, stars: number | null, teacherNote: string | null, teacherName: string | null, gradedAt: string | null } | null }> };

export type GetChildHomeworkQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetChildHomeworkQuery = { childHomework: Array<{ id: string, lessonId: string, lessonNumber: number, task: HomeworkTask, dueOn: string, isLate: boolean, lessonName: { nl: string, en: string }, note: { nl: string, en: string }, handIn: { kind: HandInKind, handedInAt: string, stars: number | null, teacherNote: string | null, teacherName: string | null, gradedAt: string | null } | null }> };

export type FinalStepsPartFragment = { finalSteps: { testSetAt: string | null, testSubmittedAt: string | null, certificateAt: string | null, questionCount: number, answeredCount: number, finalMessage: string | null, finalMessageSentAt: string | null } };

export type GetFinalStepsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetFinalStepsQuery = { finalSteps: { testSetAt: string | null, testSubmittedAt: string | null, certificateAt: string | null, questionCount: number, answeredCount: number, finalMessage: string | null, finalMessageSentAt: string | null } };

export type GetFriendshipsAwaitingQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFriendshipsAwaitingQuery = { subscription: { id: string, friendshipsAwaitingParents: number } | null };

export type GetLessonPageQueryVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
}>;


export type GetLessonPageQuery = { child: { id: string, avatar: string, username: string, name: string, stars: number, spaciousReading: boolean }, lesson: { id: string, lessonNumber: number, surahNumber: number | null, isLocked: boolean, lockReason: string | null, finished: boolean, percentage: number, name: { nl: string, en: string }, label: { nl: string, en: string } | null, achievements: Array<{ id: string, type: string, accomplishedAt: string | null }>, content: { vimeoUrl: string | null, videoUrl: string | null, imageUrl: string | null, text: { nl: string, en: string } | null, verses: Array<{ id: string, ayahNumber: number, verse: string, pronunciation: string, audioUrl: string | null, simplePronunciation: { nl: string, en: string } | null, translation: { nl: string | null, en: string }, wordTimings: Array<{ startMs: number, endMs: number }> | null }>, words: Array<{ id: string, word: string, meaning: { nl: string, en: string } }>, quiz: Array<{ answer: number, question: { nl: string, en: string }, options: Array<{ nl: string, en: string }> }> } | null } };

export type SessionPartFragment = { session: { actingAs: SessionRole, staffKind: StaffKind | null, hasFamily: boolean, firstName: string | null } };

export type GetSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSessionQuery = { session: { actingAs: SessionRole, staffKind: StaffKind | null, hasFamily: boolean, firstName: string | null } };

export type GetSignedInQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSignedInQuery = { session: { actingAs: SessionRole, staffKind: StaffKind | null, hasFamily: boolean, firstName: string | null }, viewer: { id: string, hasPincode: boolean, parentAreaOpenUntil: string | null, pincodeResetOpenUntil: string | null }, subscription: { id: string, startsOn: string, endsOn: string, isActive: boolean, isTrial: boolean, maxProfiles: number, teacherName: string | null, course: { id: string, name: { nl: string, en: string } }, children: Array<{ id: string, username: string, name: string, avatar: string, stars: number }> } | null, settings: { instituteName: string, shopUrl: string, shopRenewUrl: string, termsUrl: string, privacyUrl: string, faqUrl: string, contactUrl: string } };

export type GetStartPageQueryVariables = Exact<{
  userChildId: string | number;
  week: number;
}>;


export type GetStartPageQuery = { unreadMessageCount: number, child: { id: string, avatar: string, username: string, name: string, stars: number, spaciousReading: boolean }, childLessons: { stars: number, starTarget: number, lessons: Array<{ id: string, lessonNumber: number, surahNumber: number | null, isLocked: boolean, lockReason: string | null, isNew: boolean, isNext: boolean, percentage: number, finished: boolean, name: { nl: string, en: string }, label: { nl: string, en: string } | null, description: { nl: string, en: string } | null, achievements: Array<{ id: string, type: string, accomplishedAt: string | null }> }> }, finalSteps: { testSetAt: string | null, testSubmittedAt: string | null, certificateAt: string | null, questionCount: number, answeredCount: number, finalMessage: string | null, finalMessageSentAt: string | null }, factOfWeek: { id: string, message: { nl: string, en: string } } | null, announcements: Array<{ id: string, createdAt: string, title: { nl: string, en: string }, description: { nl: string, en: string } }>, childHomework: Array<{ id: string, lessonId: string, lessonNumber: number, task: HomeworkTask, dueOn: string, isLate: boolean, lessonName: { nl: string, en: string }, note: { nl: string, en: string }, handIn: { kind: HandInKind, handedInAt: string, stars: number | null, teacherNote: string | null, teacherName: string | null, gradedAt: string | null } | null }>, childRevision: { minutesPerDay: number, daysPerWeek: number, revisedDays: Array<string>, passages: Array<{ lessonId: string, surahNumber: number | null, due: string, minutes: number, revisedAt: string | null, name: { nl: string, en: string } }> } };

export type SubscriptionPartFragment = { subscription: { id: string, startsOn: string, endsOn: string, isActive: boolean, isTrial: boolean, maxProfiles: number, teacherName: string | null, course: { id: string, name: { nl: string, en: string } }, children: Array<{ id: string, username: string, name: string, avatar: string, stars: number }> } | null, settings: { instituteName: string, shopUrl: string, shopRenewUrl: string, termsUrl: string, privacyUrl: string, faqUrl: string, contactUrl: string } };

export type GetSubscriptionQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSubscriptionQuery = { subscription: { id: string, startsOn: string, endsOn: string, isActive: boolean, isTrial: boolean, maxProfiles: number, teacherName: string | null, course: { id: string, name: { nl: string, en: string } }, children: Array<{ id: string, username: string, name: string, avatar: string, stars: number }> } | null, settings: { instituteName: string, shopUrl: string, shopRenewUrl: string, termsUrl: string, privacyUrl: string, faqUrl: string, contactUrl: string } };

export type ChildLessonsPartFragment = { childLessons: { stars: number, starTarget: number, lessons: Array<{ id: string, lessonNumber: number, surahNumber: number | null, isLocked: boolean, lockReason: string | null, isNew: boolean, isNext: boolean, percentage: number, finished: boolean, name: { nl: string, en: string }, label: { nl: string, en: string } | null, description: { nl: string, en: string } | null, achievements: Array<{ id: string, type: string, accomplishedAt: string | null }> }> } };

export type GetUserChildDataQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetUserChildDataQuery = { childLessons: { stars: number, starTarget: number, lessons: Array<{ id: string, lessonNumber: number, surahNumber: number | null, isLocked: boolean, lockReason: string | null, isNew: boolean, isNext: boolean, percentage: number, finished: boolean, name: { nl: string, en: string }, label: { nl: string, en: string } | null, description: { nl: string, en: string } | null, achievements: Array<{ id: string, type: string, accomplishedAt: string | null }> }> } };

export type GetUserChildProfileQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetUserChildProfileQuery = { childProfile: { aboutMeSentAt: string | null, child: { id: string, name: string, username: string, avatar: string, stars: number, createdAt: string }, favourites: { favouriteBook: string | null, favouriteFilm: string | null, favouriteAnimal: string | null, favouriteColor: string | null, favouriteSport: string | null, hero: string | null, hobbies: string | null, favouriteFood: string | null, dreamJob: string | null, wish: string | null, thankfullFor: string | null, favoriteLesson: string | null, favouriteSchoolSubject: string | null, learnedAchievements: string | null, favoriteSoerah: string | null, aboutMe: string | null } } };

export type ViewerPartFragment = { viewer: { id: string, hasPincode: boolean, parentAreaOpenUntil: string | null, pincodeResetOpenUntil: string | null } };

export type GetUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserQuery = { viewer: { id: string, hasPincode: boolean, parentAreaOpenUntil: string | null, pincodeResetOpenUntil: string | null } };

export type SetSpaciousReadingMutationVariables = Exact<{
  userChildId: string | number;
  on: boolean;
}>;


export type SetSpaciousReadingMutation = { setSpaciousReading: { id: string, spaciousReading: boolean } };

export type FavouriteFieldsFragment = { favouriteBook: string | null, favouriteFilm: string | null, favouriteAnimal: string | null, favouriteColor: string | null, favouriteSport: string | null, hero: string | null, hobbies: string | null, favouriteFood: string | null, dreamJob: string | null, wish: string | null, thankfullFor: string | null, favoriteLesson: string | null, favouriteSchoolSubject: string | null, learnedAchievements: string | null, favoriteSoerah: string | null, aboutMe: string | null };

export type DeleteUserChildrenUnlockableMutationVariables = Exact<{
  userChildId: string | number;
  type: string;
}>;


export type DeleteUserChildrenUnlockableMutation = { deleteUserChildrenUnlockable: Array<{ type: string, createdAt: string }> };

export type GetCertificateQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetCertificateQuery = { certificate: { childName: string, completedAt: string, stars: number, lessonsFinished: number, lessonCount: number, pdfUrl: string, courseName: { nl: string, en: string } } };

export type GetFinalTestQuestionsWithAnswersQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetFinalTestQuestionsWithAnswersQuery = { finalTestQuestionsWithAnswers: Array<{ id: string, sequence: number, result: string | null, question: { nl: string, en: string }, answer: { nl: string, en: string } }>, userChildrenUnlockables: Array<{ type: string, createdAt: string }>, finalSteps: { finalMessage: string | null, finalMessageSentAt: string | null, lessonsFinished: number, lessonCount: number } };

export type GetFinalTestQuestionsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetFinalTestQuestionsQuery = { finalTestQuestions: Array<{ id: string, sequence: number, result: string | null, question: { nl: string, en: string } }> };

export type InsertUserChildrenUnlockableMutationVariables = Exact<{
  userChildId: string | number;
  type: string;
  beforeLastLesson?: boolean | null | undefined;
}>;


export type InsertUserChildrenUnlockableMutation = { insertUserChildrenUnlockable: Array<{ type: string, createdAt: string }> };

export type SendFinalMessageMutationVariables = Exact<{
  userChildId: string | number;
  finalMessage: string;
}>;


export type SendFinalMessageMutation = { sendFinalMessage: { finalMessage: string | null, certificateAt: string | null } };

export type SubmitFinalTestMutationVariables = Exact<{
  userChildId: string | number;
}>;


export type SubmitFinalTestMutation = { submitFinalTest: { testSubmittedAt: string | null } };

export type UpsertFinalTestResultMutationVariables = Exact<{
  userChildId: string | number;
  questionId: string | number;
  result: string;
}>;


export type UpsertFinalTestResultMutation = { upsertFinalTestResult: { id: string, questionId: string, result: string } };

export type ApproveFriendRequestMutationVariables = Exact<{
  userChildId: string | number;
  friendRequestId: string | number;
}>;


export type ApproveFriendRequestMutation = { approveFriendRequest: { id: string, accepted: boolean | null } };

export type DeleteFriendRequestMutationVariables = Exact<{
  userChildId: string | number;
  requestId: string | number;
}>;


export type DeleteFriendRequestMutation = { deleteFriendRequest: { id: string, accepted: boolean | null } };

export type GetActiveFriendsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetActiveFriendsQuery = { activeFriends: Array<{ id: string, name: string, username: string, avatar: string, friendRequestId: string }> };

export type GetFriendRequestQueryVariables = Exact<{
  userChildId: string | number;
  id: string | number;
}>;


export type GetFriendRequestQuery = { friendRequest: { id: string, accepted: boolean, isFriendship: boolean, isSent: boolean, stars: number, joiningDate: string, lessonLevel: number | null, friend: { id: string, name: string, username: string, avatar: string }, favourites: { favouriteBook: string | null, favouriteFilm: string | null, favouriteAnimal: string | null, favouriteColor: string | null, favouriteSport: string | null, hero: string | null, hobbies: string | null, favouriteFood: string | null, dreamJob: string | null, wish: string | null, thankfullFor: string | null, favoriteLesson: string | null, favouriteSchoolSubject: string | null, learnedAchievements: string | null, favoriteSoerah: string | null, aboutMe: string | null } | null } };

export type GetFriendRequestsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetFriendRequestsQuery = { friendRequests: { mayMakeFriends: boolean, sent: Array<{ id: string, createdAt: string, friend: { id: string, name: string, username: string, avatar: string } }>, received: Array<{ id: string, createdAt: string, friend: { id: string, name: string, username: string, avatar: string } }>, waitingForParents: Array<{ id: string, createdAt: string, friend: { id: string, name: string, username: string, avatar: string } }> } };

export type GetFriendsQueryVariables = Exact<{
  userChildId: string | number;
  text: string;
}>;


export type GetFriendsQuery = { friendSearch: Array<{ id: string, name: string, username: string, avatar: string }> };

export type InsertFriendRequestMutationVariables = Exact<{
  userChildId: string | number;
  receiverId: string | number;
}>;


export type InsertFriendRequestMutation = { insertFriendRequest: { id: string, accepted: boolean | null } };

export type GetCourseIntroductionQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetCourseIntroductionQuery = { courseIntroduction: { vimeoUrl: string | null, hasLessonVideos: boolean, title: { nl: string, en: string }, text: { nl: string, en: string } } | null };

export type LessonPartFragment = { lesson: { id: string, lessonNumber: number, surahNumber: number | null, isLocked: boolean, lockReason: string | null, finished: boolean, percentage: number, name: { nl: string, en: string }, label: { nl: string, en: string } | null, achievements: Array<{ id: string, type: string, accomplishedAt: string | null }>, content: { vimeoUrl: string | null, videoUrl: string | null, imageUrl: string | null, text: { nl: string, en: string } | null, verses: Array<{ id: string, ayahNumber: number, verse: string, pronunciation: string, audioUrl: string | null, simplePronunciation: { nl: string, en: string } | null, translation: { nl: string | null, en: string }, wordTimings: Array<{ startMs: number, endMs: number }> | null }>, words: Array<{ id: string, word: string, meaning: { nl: string, en: string } }>, quiz: Array<{ answer: number, question: { nl: string, en: string }, options: Array<{ nl: string, en: string }> }> } | null } };

export type GetLessonWithLockQueryVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
}>;


export type GetLessonWithLockQuery = { lesson: { id: string, lessonNumber: number, surahNumber: number | null, isLocked: boolean, lockReason: string | null, finished: boolean, percentage: number, name: { nl: string, en: string }, label: { nl: string, en: string } | null, achievements: Array<{ id: string, type: string, accomplishedAt: string | null }>, content: { vimeoUrl: string | null, videoUrl: string | null, imageUrl: string | null, text: { nl: string, en: string } | null, verses: Array<{ id: string, ayahNumber: number, verse: string, pronunciation: string, audioUrl: string | null, simplePronunciation: { nl: string, en: string } | null, translation: { nl: string | null, en: string }, wordTimings: Array<{ startMs: number, endMs: number }> | null }>, words: Array<{ id: string, word: string, meaning: { nl: string, en: string } }>, quiz: Array<{ answer: number, question: { nl: string, en: string }, options: Array<{ nl: string, en: string }> }> } | null } };

export type GetMaySendRecordingsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetMaySendRecordingsQuery = { childMaySendRecordings: boolean };

export type UnlockLessonWithPincodeMutationVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
  pincode: string;
}>;


export type UnlockLessonWithPincodeMutation = { unlockLessonWithPincode: { pincode: { isCorrect: boolean, attemptsLeft: number, lockedUntil: string | null }, lesson: { id: string, isLocked: boolean, lockReason: string | null, isNew: boolean, isNext: boolean } } };

export type UpdateViewCountMutationVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
}>;


export type UpdateViewCountMutation = { updateViewCount: { affectedRows: number, viewCount: number } };

export type GetDictionaryWordsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetDictionaryWordsQuery = { dictionaryWords: Array<{ id: string, character: string, word: string, characterName: { nl: string, en: string }, meaning: { nl: string, en: string } }> };

export type FactOfWeekPartFragment = { factOfWeek: { id: string, message: { nl: string, en: string } } | null };

export type GetFactOfWeekQueryVariables = Exact<{
  userChildId: string | number;
  week: number;
}>;


export type GetFactOfWeekQuery = { factOfWeek: { id: string, message: { nl: string, en: string } } | null };

export type GetLibraryDownloadsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetLibraryDownloadsQuery = { libraryDownloads: Array<{ id: string, createdAt: string, title: { nl: string, en: string }, files: Array<{ language: string, filename: string, fileType: string, sizeBytes: number, url: string }> }> };

export type GetLibraryShelvesQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetLibraryShelvesQuery = { libraryShelves: { recitationCount: number, videoCount: number } };

export type GetMediaQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetMediaQuery = { media: Array<{ id: string, kind: string, number: number, vimeoUrl: string | null, videoUrl: string | null, title: { nl: string, en: string } }> };

export type NewestAnnouncementPartFragment = { announcements: Array<{ id: string, createdAt: string, title: { nl: string, en: string }, description: { nl: string, en: string } }> };

export type GetNotificationsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetNotificationsQuery = { announcements: Array<{ id: string, createdAt: string, title: { nl: string, en: string }, description: { nl: string, en: string } }> };

export type GetPersonalDevelopmentsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetPersonalDevelopmentsQuery = { personalDevelopments: Array<{ id: string, chapter: number, image: string | null, vimeoUrl: string | null, title: { nl: string, en: string }, subtitle: { nl: string, en: string } | null, text: { nl: string, en: string } | null, attachment: { id: string, title: { nl: string, en: string }, files: Array<{ language: string, filename: string, fileType: string, sizeBytes: number, url: string }> } | null }> };

export type GetRecitationsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetRecitationsQuery = { recitations: Array<{ id: string, surahNumber: number | null, image: string | null, vimeoUrl: string | null, title: { nl: string, en: string }, verses: Array<{ ayahNumber: number, verse: string, pronunciation: string, audioUrl: string | null, simplePronunciation: { nl: string, en: string } | null, wordTimings: Array<{ startMs: number, endMs: number }> | null }> }> };

export type GetMessageQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetMessageQuery = { messages: Array<{ id: string, from: string, title: string, message: string, opened: boolean, senderName: string | null, createdAt: string, lessonNumber: number | null, lessonName: { nl: string, en: string } | null }> };

export type UnreadMessageCountPartFragment = { unreadMessageCount: number };

export type GetUnreadMessageCountQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetUnreadMessageCountQuery = { unreadMessageCount: number };

export type MarkLessonMessageAsReadMutationVariables = Exact<{
  userChildId: string | number;
  messageId: string | number;
}>;


export type MarkLessonMessageAsReadMutation = { markLessonMessageAsRead: { id: string, opened: boolean } };

export type MarkMessageAsReadMutationVariables = Exact<{
  userChildId: string | number;
  messageId: string | number;
}>;


export type MarkMessageAsReadMutation = { markMessageAsRead: { id: string, opened: boolean } };

export type UpsertUsersChildDetailsMutationVariables = Exact<{
  userChildId: string | number;
  aboutMe: string;
}>;


export type UpsertUsersChildDetailsMutation = { upsertUsersChildDetails: { aboutMe: string | null, aboutMeSentAt: string | null } };

export type CorrectRevisionGradeMutationVariables = Exact<{
  userChildId: string | number;
  reviewId: string | number;
  grade: RevisionGrade;
}>;


export type CorrectRevisionGradeMutation = { correctRevisionGrade: Array<{ passage: { lessonId: string } }> };

export type DeleteUserChildMutationVariables = Exact<{
  userChildId: string | number;
  username: string;
}>;


export type DeleteUserChildMutation = { deleteUserChild: string };

export type GetParentFriendshipsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetParentFriendshipsQuery = { parentFriendships: { mayMakeFriends: boolean, friendships: Array<{ id: string, approvedByUs: boolean, approvedByThem: boolean, isFriendship: boolean, friend: { id: string, name: string, username: string, avatar: string } }> } };

export type DecideFriendshipMutationVariables = Exact<{
  userChildId: string | number;
  friendRequestId: string | number;
  approve: boolean;
}>;


export type DecideFriendshipMutation = { decideFriendship: { id: string, isFriendship: boolean } };

export type SetChildMayMakeFriendsMutationVariables = Exact<{
  userChildId: string | number;
  allowed: boolean;
}>;


export type SetChildMayMakeFriendsMutation = { setChildMayMakeFriends: boolean };

export type GetChildDetailsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetChildDetailsQuery = { childProfile: { aboutMeSentAt: string | null, child: { id: string, name: string, username: string, avatar: string, gender: string, dateOfBirth: string, openProfile: boolean }, favourites: { favouriteBook: string | null, favouriteFilm: string | null, favouriteAnimal: string | null, favouriteColor: string | null, favouriteSport: string | null, hero: string | null, hobbies: string | null, favouriteFood: string | null, dreamJob: string | null, wish: string | null, thankfullFor: string | null, favoriteLesson: string | null, favouriteSchoolSubject: string | null, learnedAchievements: string | null, favoriteSoerah: string | null, aboutMe: string | null } } };

export type GetChildProgressionQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetChildProgressionQuery = { childProgression: { lessons: Array<{ lessonId: string, lessonNumber: number, percentage: number, timeProgress: number, viewCount: number, finished: boolean, finishedAt: string | null, tasks: number, tasksDone: number, hasVideo: boolean, name: { nl: string, en: string } }>, weeks: Array<{ week: string, tasks: number }> } };

export type GetContactInformationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetContactInformationQuery = { contactInformation: { address: string, postcode: string, city: string, phone: string } | null };

export type GetFamilyOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFamilyOverviewQuery = { familyOverview: Array<{ id: string, name: string, username: string, avatar: string, stars: number, lessonNumber: number | null, lastActivityAt: string | null, lessonName: { nl: string, en: string } | null }>, availability: { maxProfiles: number, profileCount: number, canAddProfile: boolean } | null, subscription: { id: string } | null };

export type GetParentAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type GetParentAccountQuery = { parentAccount: { id: string, firstName: string | null, lastName: string | null, email: string | null, relationToKid: string | null }, weeklyLetterSetting: { isOn: boolean, language: Language } };

export type GetParentLessonsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetParentLessonsQuery = { parentLessons: Array<{ id: string, lessonNumber: number, surahNumber: number | null, name: { nl: string, en: string }, label: { nl: string, en: string } | null, description: { nl: string, en: string } | null, tips: { nl: string, en: string } | null }>, courseContentStatus: { lessonCount: number, lessonsWithVideo: number, verseCount: number, versesWithRecitation: number, versesInDutch: number } | null };

export type GetReviewQueryVariables = Exact<{ [key: string]: never; }>;


export type GetReviewQuery = { review: { rating: number, comment: string | null, updatedAt: string } | null };

export type GetRevisionHistoryQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetRevisionHistoryQuery = { revisionHistory: Array<{ recallNow: number, passage: { lessonId: string, due: string, minutes: number, name: { nl: string, en: string } }, reviews: Array<{ id: string, grade: RevisionGrade, gradedBy: RevisionGrader, reviewedAt: string, recallBefore: number | null, correctedGrade: RevisionGrade | null, correctedBy: RevisionGrader | null }> }>, childRevision: { minutesPerDay: number, daysPerWeek: number }, child: { id: string, spaciousReading: boolean } };

export type GetTeacherConversationQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetTeacherConversationQuery = { teacherConversation: Array<{ kind: string, text: string, sentAt: string, replies: Array<{ message: string, senderName: string | null, createdAt: string }> }> };

export type GetUserChildrenUnlockablesQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetUserChildrenUnlockablesQuery = { userChildrenUnlockables: Array<{ type: string, createdAt: string }> };

export type HandInHomeworkTogetherMutationVariables = Exact<{
  userChildId: string | number;
  assignmentId: string | number;
}>;


export type HandInHomeworkTogetherMutation = { handInHomeworkTogether: { id: string } };

export type InsertMessageMutationVariables = Exact<{
  userChildId: string | number;
  title: string;
  message: string;
}>;


export type InsertMessageMutation = { insertMessage: { id: string } };

export type LockLessonMutationVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
}>;


export type LockLessonMutation = { lockLesson: boolean };

export type GetChildMaySendRecordingsQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetChildMaySendRecordingsQuery = { childMaySendRecordings: boolean, recordingRetention: { daysAfterHeard: number, daysUnheard: number } };

export type SetChildMaySendRecordingsMutationVariables = Exact<{
  userChildId: string | number;
  allowed: boolean;
}>;


export type SetChildMaySendRecordingsMutation = { setChildMaySendRecordings: boolean };

export type ResetPincodeMutationVariables = Exact<{
  newSecretKey: string;
}>;


export type ResetPincodeMutation = { resetPincode: { isCorrect: boolean, attemptsLeft: number, lockedUntil: string | null, parentAreaOpenUntil: string | null } };

export type SetRevisionPlanMutationVariables = Exact<{
  userChildId: string | number;
  minutesPerDay: number;
  daysPerWeek: number;
}>;


export type SetRevisionPlanMutation = { setRevisionPlan: { minutesPerDay: number, daysPerWeek: number } };

export type SetWeeklyLetterMutationVariables = Exact<{
  isOn: boolean;
  language: Language;
}>;


export type SetWeeklyLetterMutation = { setWeeklyLetter: { isOn: boolean, language: Language } };

export type UnlockLessonMutationVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
}>;


export type UnlockLessonMutation = { unlockLesson: { id: string, isLocked: boolean, lockReason: string | null, isNew: boolean, isNext: boolean } };

export type UpdateChildDetailsMutationVariables = Exact<{
  userChildId: string | number;
  input: ParentChildInput;
  details: ParentFavouritesInput;
}>;


export type UpdateChildDetailsMutation = { updateChildDetails: boolean };

export type UpdateContactInformationMutationVariables = Exact<{
  input: ContactInformationInput;
}>;


export type UpdateContactInformationMutation = { updateContactInformation: { address: string, postcode: string, city: string, phone: string } | null };

export type UpdateRelationToKidMutationVariables = Exact<{
  relationToKid: string;
}>;


export type UpdateRelationToKidMutation = { updateRelationToKid: { id: string, relationToKid: string | null } };

export type UpdateUnlockKeyMutationVariables = Exact<{
  currentSecretKey?: string | null | undefined;
  newSecretKey: string;
}>;


export type UpdateUnlockKeyMutation = { updateUnlockKey: { isCorrect: boolean, attemptsLeft: number, lockedUntil: string | null, parentAreaOpenUntil: string | null } };

export type UpsertReviewMutationVariables = Exact<{
  rating: number;
  comment?: string | null | undefined;
}>;


export type UpsertReviewMutation = { upsertReview: { rating: number, comment: string | null, updatedAt: string } | null };

export type ValidatePincodeMutationVariables = Exact<{
  pincode: string;
}>;


export type ValidatePincodeMutation = { validatePincode: { isCorrect: boolean, attemptsLeft: number, lockedUntil: string | null, parentAreaOpenUntil: string | null } };

export type CreateUserChildMutationVariables = Exact<{
  input: CreateUserChildInput;
}>;


export type CreateUserChildMutation = { createUserChild: { id: string, username: string, name: string, avatar: string, stars: number } };

export type AvatarPartFragment = { child: { id: string, avatar: string, username: string, name: string, stars: number, spaciousReading: boolean } };

export type GetAvatarQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetAvatarQuery = { child: { id: string, avatar: string, username: string, name: string, stars: number, spaciousReading: boolean } };

export type UpdateUserChildMutationVariables = Exact<{
  userChildId: string | number;
  child: UserChildSetInput;
  details: FavouritesInput;
}>;


export type UpdateUserChildMutation = { updateUserChild: { child: { id: string, name: string } } };

export type ChildRevisionPartFragment = { childRevision: { minutesPerDay: number, daysPerWeek: number, revisedDays: Array<string>, passages: Array<{ lessonId: string, surahNumber: number | null, due: string, minutes: number, revisedAt: string | null, name: { nl: string, en: string } }> } };

export type GetChildRevisionQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetChildRevisionQuery = { childRevision: { minutesPerDay: number, daysPerWeek: number, revisedDays: Array<string>, passages: Array<{ lessonId: string, surahNumber: number | null, due: string, minutes: number, revisedAt: string | null, name: { nl: string, en: string } }> } };

export type GetRevisionPassageQueryVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
}>;


export type GetRevisionPassageQuery = { lesson: { id: string, name: { nl: string, en: string }, content: { verses: Array<{ id: string, ayahNumber: number, verse: string }> } | null } };

export type DiscardLessonDraftMutationVariables = Exact<{
  lessonId: string | number;
}>;


export type DiscardLessonDraftMutation = { discardLessonDraft: { id: string } };

export type GetContentSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetContentSourcesQuery = { contentSources: Array<{ key: string, kind: string, name: string, notice: string, licence: string, url: string | null, importedAt: string | null }> };

export type GetCourseVerseKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCourseVerseKeysQuery = { courseVerseKeys: Array<string> };

export type GetQuranSurahsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetQuranSurahsQuery = { quranSurahs: Array<{ number: number, name: string, meaning: string, verseCount: number }> };

export type GetStaffLessonQueryVariables = Exact<{
  lessonId: string | number;
}>;


export type GetStaffLessonQuery = { staffLesson: { lesson: unknown, imageUrl: string | null, surahWords: Array<string>, summary: { id: string, sequence: number, surahNumber: number | null, isPublished: boolean, hasDraft: boolean, draftSavedAt: string | null, version: number | null, publishedAt: string | null, name: { nl: string, en: string } } | null, verses: Array<{ id: string, ayahNumber: number, verse: string, pronunciation: string, audioUrl: string | null, translation: { nl: string | null, en: string }, wordTimings: Array<{ startMs: number, endMs: number }> | null }>, versions: Array<{ version: number, publishedAt: string, publishedBy: string, changedFields: Array<string> }> } };

export type GetStaffLessonsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStaffLessonsQuery = { staffLessons: Array<{ id: string, sequence: number, surahNumber: number | null, isPublished: boolean, hasDraft: boolean, draftSavedAt: string | null, version: number | null, publishedAt: string | null, name: { nl: string, en: string } }> };

export type GetStaffNewLessonQueryVariables = Exact<{
  surah: number;
}>;


export type GetStaffNewLessonQuery = { staffNewLesson: { lesson: unknown, imageUrl: string | null, surahWords: Array<string>, summary: { id: string, sequence: number, surahNumber: number | null, isPublished: boolean, hasDraft: boolean, draftSavedAt: string | null, version: number | null, publishedAt: string | null, name: { nl: string, en: string } } | null, verses: Array<{ id: string, ayahNumber: number, verse: string, pronunciation: string, audioUrl: string | null, translation: { nl: string | null, en: string }, wordTimings: Array<{ startMs: number, endMs: number }> | null }>, versions: Array<{ version: number, publishedAt: string, publishedBy: string, changedFields: Array<string> }> } };

export type PublishLessonMutationVariables = Exact<{
  lessonId: string | number;
}>;


export type PublishLessonMutation = { publishLesson: { id: string, version: number | null } };

export type RecordRecitationCreditMutationVariables = Exact<{
  name: string;
  notice: string;
  licence: string;
}>;


export type RecordRecitationCreditMutation = { recordRecitationCredit: { key: string } };

export type RestoreLessonVersionMutationVariables = Exact<{
  lessonId: string | number;
  version: number;
}>;


export type RestoreLessonVersionMutation = { restoreLessonVersion: { id: string, version: number | null } };

export type SaveLessonDraftMutationVariables = Exact<{
  lessonId?: string | number | null | undefined;
  lesson: unknown;
}>;


export type SaveLessonDraftMutation = { saveLessonDraft: { id: string, hasDraft: boolean } };

export type AssignTeacherMutationVariables = Exact<{
  userId: string | number;
  courseGroupId: string | number;
  assigned: boolean;
}>;


export type AssignTeacherMutation = { assignTeacher: { assigned: boolean } };

export type EndSubscriptionMutationVariables = Exact<{
  subscriptionId: string | number;
  reason: string;
}>;


export type EndSubscriptionMutation = { endSubscription: { id: string, endsOn: string, status: SubscriptionStatus } };

export type ExtendSubscriptionMutationVariables = Exact<{
  subscriptionId: string | number;
  days: number;
  reason: string;
}>;


export type ExtendSubscriptionMutation = { extendSubscription: { id: string, endsOn: string, status: SubscriptionStatus } };

export type GetStaffAuditQueryVariables = Exact<{
  page: number;
}>;


export type GetStaffAuditQuery = { staffAudit: { total: number, pageSize: number, entries: Array<{ id: string, createdAt: string, actor: string, action: string, subject: string, details: unknown }> } };

export type GetStaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStaffMembersQuery = { staffMembers: Array<{ userId: string, firstName: string | null, lastName: string | null, email: string | null, kind: StaffKind, groupIds: Array<string> }> };

export type GetStaffReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStaffReviewsQuery = { staffReviews: { average: number | null, count: number, distribution: Array<number>, comments: Array<{ rating: number, comment: string, updatedAt: string }> } };

export type GetStaffSubscriptionsQueryVariables = Exact<{
  page: number;
  search: string;
  status?: SubscriptionStatus | null | undefined;
}>;


export type GetStaffSubscriptionsQuery = { staffSubscriptions: { total: number, pageSize: number, subscriptions: Array<{ id: string, email: string, parentName: string | null, profileCount: number, maxProfiles: number, startsOn: string, endsOn: string, status: SubscriptionStatus, groupName: { nl: string, en: string } | null }> } };

export type GetStaffAnnouncementsQueryVariables = Exact<{
  courseGroupId: string | number;
}>;


export type GetStaffAnnouncementsQuery = { staffAnnouncements: Array<{ id: string, state: PublicationState, publishOn: string, showUntil: string | null, updatedAt: string, title: { nl: string, en: string }, description: { nl: string, en: string } }> };

export type GetStaffWeeklyFactsQueryVariables = Exact<{
  courseGroupId: string | number;
}>;


export type GetStaffWeeklyFactsQuery = { staffWeeklyFacts: Array<{ id: string, sequence: number, state: PublicationState, publishOn: string, updatedAt: string, message: { nl: string, en: string } }> };

export type SaveAnnouncementMutationVariables = Exact<{
  courseGroupId: string | number;
  id?: string | number | null | undefined;
  titleNl: string;
  titleEn: string;
  descriptionNl: string;
  descriptionEn: string;
  publishOn: string;
  showUntil?: string | null | undefined;
}>;


export type SaveAnnouncementMutation = { saveAnnouncement: { id: string } };

export type SaveWeeklyFactMutationVariables = Exact<{
  courseGroupId: string | number;
  id?: string | number | null | undefined;
  messageNl: string;
  messageEn: string;
  publishOn: string;
}>;


export type SaveWeeklyFactMutation = { saveWeeklyFact: { id: string } };

export type SetAnnouncementStateMutationVariables = Exact<{
  courseGroupId: string | number;
  id: string | number;
  state: PublicationChange;
}>;


export type SetAnnouncementStateMutation = { setAnnouncementState: { id: string, state: PublicationState } };

export type SetWeeklyFactStateMutationVariables = Exact<{
  courseGroupId: string | number;
  id: string | number;
  state: PublicationChange;
}>;


export type SetWeeklyFactStateMutation = { setWeeklyFactState: { id: string, state: PublicationState } };

export type TeacherCorrectRevisionGradeMutationVariables = Exact<{
  userChildId: string | number;
  reviewId: string | number;
  grade: RevisionGrade;
}>;


export type TeacherCorrectRevisionGradeMutation = { teacherCorrectRevisionGrade: { username: string } };

export type GetTeacherChildRevisionQueryVariables = Exact<{
  userChildId: string | number;
}>;


export type GetTeacherChildRevisionQuery = { teacherChildRevision: { name: string, username: string, passages: Array<{ recallNow: number, passage: { lessonId: string, due: string, name: { nl: string, en: string } }, reviews: Array<{ id: string, grade: RevisionGrade, gradedBy: RevisionGrader, reviewedAt: string, correctedGrade: RevisionGrade | null, correctedBy: RevisionGrader | null }> }> } };

export type GetGroupHomeworkQueryVariables = Exact<{
  courseGroupId: string | number;
}>;


export type GetGroupHomeworkQuery = { groupHomework: { lessons: Array<{ id: string, lessonNumber: number, name: { nl: string, en: string } }>, children: Array<{ id: string, name: string, username: string }>, assignments: Array<{ id: string, lessonNumber: number, task: HomeworkTask, dueOn: string, forChild: string | null, lessonName: { nl: string, en: string }, note: { nl: string, en: string }, verses: Array<{ ayah: number, audioUrl: string | null }>, children: Array<{ userChildId: string, name: string, username: string, handInKind: HandInKind | null, handedInAt: string | null, isLate: boolean, stars: number | null, teacherNote: string | null, recordings: Array<{ id: string, ayahFrom: number, ayahTo: number, contentType: string, durationMs: number, audioUrl: string }> }> }> } };

export type GetGroupProgressQueryVariables = Exact<{
  courseGroupId: string | number;
  page: number;
}>;


export type GetGroupProgressQuery = { groupProgress: { childCount: number, finalTestsHandedIn: number, childPageSize: number, childrenPerLesson: Array<{ lessonNumber: number, children: number }>, finishedPerWeek: Array<{ weekStart: string, lessons: number }>, children: Array<{ userChildId: string, name: string, username: string, lessonReached: number, finishedLessons: number, finalTest: boolean, revisionBehind: number }> } };

export type GetStaffInboxQueryVariables = Exact<{
  courseGroupId: string | number;
  unreadOnly?: boolean | null | undefined;
  search?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type GetStaffInboxQuery = { staffInbox: { total: number, unread: number, nextCursor: string | null, entries: Array<
      | { __typename: 'InboxText', id: string, childId: string, childName: string, username: string, lessonReached: number, kind: TeacherTextKind, text: string, sentAt: string, readAt: string | null, replies: Array<{ message: string, senderName: string | null, createdAt: string }> }
      | { __typename: 'TeacherRecording', id: string, childId: string, childName: string, username: string, lessonNumber: number | null, surahNumber: number, ayahFrom: number, ayahTo: number, wordFrom: number | null, wordTo: number | null, durationMs: number, audioUrl: string, contentType: string, sentAt: string, readAt: string | null, replies: Array<{ message: string, senderName: string | null, createdAt: string }> }
    > } };

export type GradeHomeworkMutationVariables = Exact<{
  userChildId: string | number;
  assignmentId: string | number;
  stars: number;
  note: string;
}>;


export type GradeHomeworkMutation = { gradeHomework: { stars: number } };

export type MarkInboxTextReadMutationVariables = Exact<{
  userChildId: string | number;
  kind: TeacherTextKind;
  read: boolean;
}>;


export type MarkInboxTextReadMutation = { markInboxTextRead: { childId: string, kind: TeacherTextKind, read: boolean } };

export type MarkRecordingHeardMutationVariables = Exact<{
  userChildId: string | number;
  recordingId: string | number;
  heard: boolean;
}>;


export type MarkRecordingHeardMutation = { markRecordingHeard: { id: string, heard: boolean } };

export type ReplyToChildTextMutationVariables = Exact<{
  userChildId: string | number;
  kind: TeacherTextKind;
  message: string;
}>;


export type ReplyToChildTextMutation = { replyToChildText: { messageId: string } };

export type ReplyToRecordingMutationVariables = Exact<{
  userChildId: string | number;
  recordingId: string | number;
  message: string;
}>;


export type ReplyToRecordingMutation = { replyToRecording: { id: string } };

export type SetHomeworkMutationVariables = Exact<{
  courseGroupId: string | number;
  lessonId: string | number;
  task: HomeworkTask;
  dueOn: string;
  noteNl: string;
  noteEn: string;
  userChildId?: string | number | null | undefined;
}>;


export type SetHomeworkMutation = { setHomework: string };

export type AddAccomplishedAchievementMutationVariables = Exact<{
  userChildId: string | number;
  achievementIds: Array<string | number> | string | number;
}>;


export type AddAccomplishedAchievementMutation = { addAccomplishedAchievement: { affectedRows: number, lesson: { id: string, finished: boolean, percentage: number } } };

export type UpdateLessonProgressionMutationVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
  timeProgress: number;
}>;


export type UpdateLessonProgressionMutation = { updateLessonProgression: { percentage: number, timeProgress: number, finished: boolean } };

export type GradeRevisionMutationVariables = Exact<{
  userChildId: string | number;
  lessonId: string | number;
  reviewId: string | number;
  grade: RevisionGrade;
  reviewedAt: string;
}>;


export type GradeRevisionMutation = { gradeRevision: { lessonId: string, due: string, revisedAt: string | null } };

export type GetStaffGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStaffGroupsQuery = { staffGroups: Array<{ id: string, name: { nl: string, en: string }, courseName: { nl: string, en: string } }> };

export type SwitchRoleMutationVariables = Exact<{
  to: SessionRole;
}>;


export type SwitchRoleMutation = { switchRole: { actingAs: SessionRole } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ChildHomeworkPartFragmentDoc = new TypedDocumentString(`
    fragment ChildHomeworkPart on Query {
  childHomework(userChildId: $userChildId) {
    id
    lessonId
    lessonNumber
    lessonName {
      nl
      en
    }
    task
    dueOn
    note {
      nl
      en
    }
    isLate
    handIn {
      kind
      handedInAt
      stars
      teacherNote
      teacherName
      gradedAt
    }
  }
}
    `, {"fragmentName":"ChildHomeworkPart"}) as unknown as TypedDocumentString<ChildHomeworkPartFragment, unknown>;
export const FinalStepsPartFragmentDoc = new TypedDocumentString(`
    fragment FinalStepsPart on Query {
  finalSteps(userChildId: $userChildId) {
    testSetAt
    testSubmittedAt
    certificateAt
    questionCount
    answeredCount
    finalMessage
    finalMessageSentAt
  }
}
    `, {"fragmentName":"FinalStepsPart"}) as unknown as TypedDocumentString<FinalStepsPartFragment, unknown>;
export const SessionPartFragmentDoc = new TypedDocumentString(`
    fragment SessionPart on Query {
  session {
    actingAs
    staffKind
    hasFamily
    firstName
  }
}
    `, {"fragmentName":"SessionPart"}) as unknown as TypedDocumentString<SessionPartFragment, unknown>;
export const SubscriptionPartFragmentDoc = new TypedDocumentString(`
    fragment SubscriptionPart on Query {
  subscription {
    id
    startsOn
    endsOn
    isActive
    isTrial
    maxProfiles
    course {
      id
      name {
        nl
        en
      }
    }
    teacherName
    children {
      id
      username
      name
      avatar
      stars
    }
  }
  settings {
    instituteName
    shopUrl
    shopRenewUrl
    termsUrl
    privacyUrl
    faqUrl
    contactUrl
  }
}
    `, {"fragmentName":"SubscriptionPart"}) as unknown as TypedDocumentString<SubscriptionPartFragment, unknown>;
export const ChildLessonsPartFragmentDoc = new TypedDocumentString(`
    fragment ChildLessonsPart on Query {
  childLessons(userChildId: $userChildId) {
    stars
    starTarget
    lessons {
      id
      lessonNumber
      surahNumber
      isLocked
      lockReason
      isNew
      isNext
      percentage
      finished
      name {
        nl
        en
      }
      label {
        nl
        en
      }
      description {
        nl
        en
      }
      achievements {
        id
        type
        accomplishedAt
      }
    }
  }
}
    `, {"fragmentName":"ChildLessonsPart"}) as unknown as TypedDocumentString<ChildLessonsPartFragment, unknown>;
export const ViewerPartFragmentDoc = new TypedDocumentString(`
    fragment ViewerPart on Query {
  viewer {
    id
    hasPincode
    parentAreaOpenUntil
    pincodeResetOpenUntil
  }
}
    `, {"fragmentName":"ViewerPart"}) as unknown as TypedDocumentString<ViewerPartFragment, unknown>;
export const FavouriteFieldsFragmentDoc = new TypedDocumentString(`
    fragment FavouriteFields on Favourites {
  favouriteBook
  favouriteFilm
  favouriteAnimal
  favouriteColor
  favouriteSport
  hero
  hobbies
  favouriteFood
  dreamJob
  wish
  thankfullFor
  favoriteLesson
  favouriteSchoolSubject
  learnedAchievements
  favoriteSoerah
  aboutMe
}
    `, {"fragmentName":"FavouriteFields"}) as unknown as TypedDocumentString<FavouriteFieldsFragment, unknown>;
export const LessonPartFragmentDoc = new TypedDocumentString(`
    fragment LessonPart on Query {
  lesson(userChildId: $userChildId, lessonId: $lessonId) {
    id
    lessonNumber
    surahNumber
    isLocked
    lockReason
    finished
    percentage
    name {
      nl
      en
    }
    label {
      nl
      en
    }
    achievements {
      id
      type
      accomplishedAt
    }
    content {
      text {
        nl
        en
      }
      vimeoUrl
      videoUrl
      imageUrl
      verses {
        id
        ayahNumber
        verse
        pronunciation
        simplePronunciation {
          nl
          en
        }
        translation {
          nl
          en
        }
        audioUrl
        wordTimings {
          startMs
          endMs
        }
      }
      words {
        id
        word
        meaning {
          nl
          en
        }
      }
      quiz {
        question {
          nl
          en
        }
        options {
          nl
          en
        }
        answer
      }
    }
  }
}
    `, {"fragmentName":"LessonPart"}) as unknown as TypedDocumentString<LessonPartFragment, unknown>;
export const FactOfWeekPartFragmentDoc = new TypedDocumentString(`
    fragment FactOfWeekPart on Query {
  factOfWeek(userChildId: $userChildId, week: $week) {
    id
    message {
      nl
      en
    }
  }
}
    `, {"fragmentName":"FactOfWeekPart"}) as unknown as TypedDocumentString<FactOfWeekPartFragment, unknown>;
export const NewestAnnouncementPartFragmentDoc = new TypedDocumentString(`
    fragment NewestAnnouncementPart on Query {
  announcements(userChildId: $userChildId, limit: 1) {
    id
    title {
      nl
      en
    }
    description {
      nl
      en
    }
    createdAt
  }
}
    `, {"fragmentName":"NewestAnnouncementPart"}) as unknown as TypedDocumentString<NewestAnnouncementPartFragment, unknown>;
export const UnreadMessageCountPartFragmentDoc = new TypedDocumentString(`
    fragment UnreadMessageCountPart on Query {
  unreadMessageCount(userChildId: $userChildId)
}
    `, {"fragmentName":"UnreadMessageCountPart"}) as unknown as TypedDocumentString<UnreadMessageCountPartFragment, unknown>;
export const AvatarPartFragmentDoc = new TypedDocumentString(`
    fragment AvatarPart on Query {
  child(userChildId: $userChildId) {
    id
    avatar
    username
    name
    stars
    spaciousReading
  }
}
    `, {"fragmentName":"AvatarPart"}) as unknown as TypedDocumentString<AvatarPartFragment, unknown>;
export const ChildRevisionPartFragmentDoc = new TypedDocumentString(`
    fragment ChildRevisionPart on Query {
  childRevision(userChildId: $userChildId) {
    passages {
      lessonId
      surahNumber
      due
      minutes
      revisedAt
      name {
        nl
        en
      }
    }
    minutesPerDay
    daysPerWeek
    revisedDays
  }
}
    `, {"fragmentName":"ChildRevisionPart"}) as unknown as TypedDocumentString<ChildRevisionPartFragment, unknown>;
export const GetAvailabilityDocument = new TypedDocumentString(`
    query getAvailability($showRawPayload: Boolean) {
  availability(showRawPayload: $showRawPayload) {
    courseId
    startsOn
    endsOn
    isActive
    maxProfiles
    profileCount
    canAddProfile
    rawPayload
  }
}
    `, {"hash":"sha256:d90dcd47a5d4305b71c55c58a43b6d8f8f2f1d8f1cad2852623a887bb4151594"}) as unknown as TypedDocumentString<GetAvailabilityQuery, GetAvailabilityQueryVariables>;
export const GetChildHomeworkDocument = new TypedDocumentString(`
    query getChildHomework($userChildId: ID!) {
  ...ChildHomeworkPart
}
    fragment ChildHomeworkPart on Query {
  childHomework(userChildId: $userChildId) {
    id
    lessonId
    lessonNumber
    lessonName {
      nl
      en
    }
    task
    dueOn
    note {
      nl
      en
    }
    isLate
    handIn {
      kind
      handedInAt
      stars
      teacherNote
      teacherName
      gradedAt
    }
  }
}`, {"hash":"sha256:be0b377139467fab9d5701151ddffd494f96875ae7766753517c2a966b1ebba7"}) as unknown as TypedDocumentString<GetChildHomeworkQuery, GetChildHomeworkQueryVariables>;
export const GetFinalStepsDocument = new TypedDocumentString(`
    query getFinalSteps($userChildId: ID!) {
  ...FinalStepsPart
}
    fragment FinalStepsPart on Query {
  finalSteps(userChildId: $userChildId) {
    testSetAt
    testSubmittedAt
    certificateAt
    questionCount
    answeredCount
    finalMessage
    finalMessageSentAt
  }
}`, {"hash":"sha256:c1bdbf0b2dd7889c3422a2de855b0840bc059405e734b40b48ac96468197b9dd"}) as unknown as TypedDocumentString<GetFinalStepsQuery, GetFinalStepsQueryVariables>;
export const GetFriendshipsAwaitingDocument = new TypedDocumentString(`
    query getFriendshipsAwaiting {
  subscription {
    id
    friendshipsAwaitingParents
  }
}
    `, {"hash":"sha256:6554a14bd859b13941ac977f446548110e93affa94df95746a927edc7a9c930d"}) as unknown as TypedDocumentString<GetFriendshipsAwaitingQuery, GetFriendshipsAwaitingQueryVariables>;
export const GetLessonPageDocument = new TypedDocumentString(`
    query getLessonPage($userChildId: ID!, $lessonId: ID!) {
  ...AvatarPart
  ...LessonPart
}
    fragment LessonPart on Query {
  lesson(userChildId: $userChildId, lessonId: $lessonId) {
    id
    lessonNumber
    surahNumber
    isLocked
    lockReason
    finished
    percentage
    name {
      nl
      en
    }
    label {
      nl
      en
    }
    achievements {
      id
      type
      accomplishedAt
    }
    content {
      text {
        nl
        en
      }
      vimeoUrl
      videoUrl
      imageUrl
      verses {
        id
        ayahNumber
        verse
        pronunciation
        simplePronunciation {
          nl
          en
        }
        translation {
          nl
          en
        }
        audioUrl
        wordTimings {
          startMs
          endMs
        }
      }
      words {
        id
        word
        meaning {
          nl
          en
        }
      }
      quiz {
        question {
          nl
          en
        }
        options {
          nl
          en
        }
        answer
      }
    }
  }
}
fragment AvatarPart on Query {
  child(userChildId: $userChildId) {
    id
    avatar
    username
    name
    stars
    spaciousReading
  }
}`, {"hash":"sha256:68daf2e3f5a33bec9df1a04c906b5a0cc3b739d17596fc9814bc5c65abbf3fa2"}) as unknown as TypedDocumentString<GetLessonPageQuery, GetLessonPageQueryVariables>;
export const GetSessionDocument = new TypedDocumentString(`
    query getSession {
  ...SessionPart
}
    fragment SessionPart on Query {
  session {
    actingAs
    staffKind
    hasFamily
    firstName
  }
}`, {"hash":"sha256:42752680fb35ac4dcc6bedac4eb025adcc0afe9154863ada971f7a05613807ba"}) as unknown as TypedDocumentString<GetSessionQuery, GetSessionQueryVariables>;
export const GetSignedInDocument = new TypedDocumentString(`
    query getSignedIn {
  ...SessionPart
  ...ViewerPart
  ...SubscriptionPart
}
    fragment SessionPart on Query {
  session {
    actingAs
    staffKind
    hasFamily
    firstName
  }
}
fragment SubscriptionPart on Query {
  subscription {
    id
    startsOn
    endsOn
    isActive
    isTrial
    maxProfiles
    course {
      id
      name {
        nl
        en
      }
    }
    teacherName
    children {
      id
      username
      name
      avatar
      stars
    }
  }
  settings {
    instituteName
    shopUrl
    shopRenewUrl
    termsUrl
    privacyUrl
    faqUrl
    contactUrl
  }
}
fragment ViewerPart on Query {
  viewer {
    id
    hasPincode
    parentAreaOpenUntil
    pincodeResetOpenUntil
  }
}`, {"hash":"sha256:eccb485c9c920d683571db2b24522be64f5513b42f07f066ead89398951a0089"}) as unknown as TypedDocumentString<GetSignedInQuery, GetSignedInQueryVariables>;
export const GetStartPageDocument = new TypedDocumentString(`
    query getStartPage($userChildId: ID!, $week: Int!) {
  ...AvatarPart
  ...ChildLessonsPart
  ...UnreadMessageCountPart
  ...FinalStepsPart
  ...FactOfWeekPart
  ...NewestAnnouncementPart
  ...ChildHomeworkPart
  ...ChildRevisionPart
}
    fragment ChildHomeworkPart on Query {
  childHomework(userChildId: $userChildId) {
    id
    lessonId
    lessonNumber
    lessonName {
      nl
      en
    }
    task
    dueOn
    note {
      nl
      en
    }
    isLate
    handIn {
      kind
      handedInAt
      stars
      teacherNote
      teacherName
      gradedAt
    }
  }
}
fragment FinalStepsPart on Query {
  finalSteps(userChildId: $userChildId) {
    testSetAt
    testSubmittedAt
    certificateAt
    questionCount
    answeredCount
    finalMessage
    finalMessageSentAt
  }
}
fragment ChildLessonsPart on Query {
  childLessons(userChildId: $userChildId) {
    stars
    starTarget
    lessons {
      id
      lessonNumber
      surahNumber
      isLocked
      lockReason
      isNew
      isNext
      percentage
      finished
      name {
        nl
        en
      }
      label {
        nl
        en
      }
      description {
        nl
        en
      }
      achievements {
        id
        type
        accomplishedAt
      }
    }
  }
}
fragment FactOfWeekPart on Query {
  factOfWeek(userChildId: $userChildId, week: $week) {
    id
    message {
      nl
      en
    }
  }
}
fragment NewestAnnouncementPart on Query {
  announcements(userChildId: $userChildId, limit: 1) {
    id
    title {
      nl
      en
    }
    description {
      nl
      en
    }
    createdAt
  }
}
fragment UnreadMessageCountPart on Query {
  unreadMessageCount(userChildId: $userChildId)
}
fragment AvatarPart on Query {
  child(userChildId: $userChildId) {
    id
    avatar
    username
    name
    stars
    spaciousReading
  }
}
fragment ChildRevisionPart on Query {
  childRevision(userChildId: $userChildId) {
    passages {
      lessonId
      surahNumber
      due
      minutes
      revisedAt
      name {
        nl
        en
      }
    }
    minutesPerDay
    daysPerWeek
    revisedDays
  }
}`, {"hash":"sha256:338b1cf925c883b94a806ecb04f3c619b21772f8a58a64c1d773222640538763"}) as unknown as TypedDocumentString<GetStartPageQuery, GetStartPageQueryVariables>;
export const GetSubscriptionDocument = new TypedDocumentString(`
    query getSubscription {
  ...SubscriptionPart
}
    fragment SubscriptionPart on Query {
  subscription {
    id
    startsOn
    endsOn
    isActive
    isTrial
    maxProfiles
    course {
      id
      name {
        nl
        en
      }
    }
    teacherName
    children {
      id
      username
      name
      avatar
      stars
    }
  }
  settings {
    instituteName
    shopUrl
    shopRenewUrl
    termsUrl
    privacyUrl
    faqUrl
    contactUrl
  }
}`, {"hash":"sha256:a133d2329cea447f8410559f51995abd8daca6b187aed5b17e7768890d4186ca"}) as unknown as TypedDocumentString<GetSubscriptionQuery, GetSubscriptionQueryVariables>;
export const GetUserChildDataDocument = new TypedDocumentString(`
    query getUserChildData($userChildId: ID!) {
  ...ChildLessonsPart
}
    fragment ChildLessonsPart on Query {
  childLessons(userChildId: $userChildId) {
    stars
    starTarget
    lessons {
      id
      lessonNumber
      surahNumber
      isLocked
      lockReason
      isNew
      isNext
      percentage
      finished
      name {
        nl
        en
      }
      label {
        nl
        en
      }
      description {
        nl
        en
      }
      achievements {
        id
        type
        accomplishedAt
      }
    }
  }
}`, {"hash":"sha256:1377986c1822bd30609782a252c2146baf0438d6e6c8707a0be1d018567e3db5"}) as unknown as TypedDocumentString<GetUserChildDataQuery, GetUserChildDataQueryVariables>;
export const GetUserChildProfileDocument = new TypedDocumentString(`
    query getUserChildProfile($userChildId: ID!) {
  childProfile(userChildId: $userChildId) {
    child {
      id
      name
      username
      avatar
      stars
      createdAt
    }
    favourites {
      ...FavouriteFields
    }
    aboutMeSentAt
  }
}
    fragment FavouriteFields on Favourites {
  favouriteBook
  favouriteFilm
  favouriteAnimal
  favouriteColor
  favouriteSport
  hero
  hobbies
  favouriteFood
  dreamJob
  wish
  thankfullFor
  favoriteLesson
  favouriteSchoolSubject
  learnedAchievements
  favoriteSoerah
  aboutMe
}`, {"hash":"sha256:cfab57dd637257022c2bdcafe4545fbba0f044536454d5b6eb842d4484a6b349"}) as unknown as TypedDocumentString<GetUserChildProfileQuery, GetUserChildProfileQueryVariables>;
export const GetUserDocument = new TypedDocumentString(`
    query getUser {
  ...ViewerPart
}
    fragment ViewerPart on Query {
  viewer {
    id
    hasPincode
    parentAreaOpenUntil
    pincodeResetOpenUntil
  }
}`, {"hash":"sha256:0ec50f5fd8a840215f93b498bbb974f51a2cfdfe2b3ff9a6382f50ceca94a060"}) as unknown as TypedDocumentString<GetUserQuery, GetUserQueryVariables>;
export const SetSpaciousReadingDocument = new TypedDocumentString(`
    mutation setSpaciousReading($userChildId: ID!, $on: Boolean!) {
  setSpaciousReading(userChildId: $userChildId, on: $on) {
    id
    spaciousReading
  }
}
    `, {"hash":"sha256:b110aff1aec35cb586cdc3e96ee95468157f89ee25d777c30da3f5d539b4086e"}) as unknown as TypedDocumentString<SetSpaciousReadingMutation, SetSpaciousReadingMutationVariables>;
export const DeleteUserChildrenUnlockableDocument = new TypedDocumentString(`
    mutation deleteUserChildrenUnlockable($userChildId: ID!, $type: String!) {
  deleteUserChildrenUnlockable(userChildId: $userChildId, type: $type) {
    type
    createdAt
  }
}
    `, {"hash":"sha256:85f8401d5bbfb96b25507f22adfff35389626b80e23a4d0bc74cbb5668b303aa"}) as unknown as TypedDocumentString<DeleteUserChildrenUnlockableMutation, DeleteUserChildrenUnlockableMutationVariables>;
export const GetCertificateDocument = new TypedDocumentString(`
    query getCertificate($userChildId: ID!) {
  certificate(userChildId: $userChildId) {
    childName
    completedAt
    stars
    lessonsFinished
    lessonCount
    pdfUrl
    courseName {
      nl
      en
    }
  }
}
    `, {"hash":"sha256:b0a8c2e95463d131d8733aa66925edd9d03c93bd36672ac6cdecdbdcb5797bc6"}) as unknown as TypedDocumentString<GetCertificateQuery, GetCertificateQueryVariables>;
export const GetFinalTestQuestionsWithAnswersDocument = new TypedDocumentString(`
    query getFinalTestQuestionsWithAnswers($userChildId: ID!) {
  finalTestQuestionsWithAnswers(userChildId: $userChildId) {
    id
    sequence
    result
    question {
      nl
      en
    }
    answer {
      nl
      en
    }
  }
  userChildrenUnlockables(userChildId: $userChildId) {
    type
    createdAt
  }
  finalSteps(userChildId: $userChildId) {
    finalMessage
    finalMessageSentAt
    lessonsFinished
    lessonCount
  }
}
    `, {"hash":"sha256:90a34874d51c4ef363d4260fdb5652f5a601841db21be7aebb5bc56ccf24ce65"}) as unknown as TypedDocumentString<GetFinalTestQuestionsWithAnswersQuery, GetFinalTestQuestionsWithAnswersQueryVariables>;
export const GetFinalTestQuestionsDocument = new TypedDocumentString(`
    query getFinalTestQuestions($userChildId: ID!) {
  finalTestQuestions(userChildId: $userChildId) {
    id
    sequence
    result
    question {
      nl
      en
    }
  }
}
    `, {"hash":"sha256:147c180f2b83b7dfb63a54a9ef5aaeb5b6b49fd528cf344c3a1d77d7bfaefd08"}) as unknown as TypedDocumentString<GetFinalTestQuestionsQuery, GetFinalTestQuestionsQueryVariables>;
export const InsertUserChildrenUnlockableDocument = new TypedDocumentString(`
    mutation insertUserChildrenUnlockable($userChildId: ID!, $type: String!, $beforeLastLesson: Boolean) {
  insertUserChildrenUnlockable(
    userChildId: $userChildId
    type: $type
    beforeLastLesson: $beforeLastLesson
  ) {
    type
    createdAt
  }
}
    `, {"hash":"sha256:c1c036f71a1a830bc9fb776e8079bfa22d9a3ee7adf0ddc0da125373ceb29e86"}) as unknown as TypedDocumentString<InsertUserChildrenUnlockableMutation, InsertUserChildrenUnlockableMutationVariables>;
export const SendFinalMessageDocument = new TypedDocumentString(`
    mutation sendFinalMessage($userChildId: ID!, $finalMessage: String!) {
  sendFinalMessage(userChildId: $userChildId, finalMessage: $finalMessage) {
    finalMessage
    certificateAt
  }
}
    `, {"hash":"sha256:81a11c7c58eb82b749d5d8cbe55afedd51d3cd6729944ce615067a905f4b649c"}) as unknown as TypedDocumentString<SendFinalMessageMutation, SendFinalMessageMutationVariables>;
export const SubmitFinalTestDocument = new TypedDocumentString(`
    mutation submitFinalTest($userChildId: ID!) {
  submitFinalTest(userChildId: $userChildId) {
    testSubmittedAt
  }
}
    `, {"hash":"sha256:e3097f3a653f8cd93f1b2a9e92481c3f817514d1dbf0a9f2659e6a00a44ddc00"}) as unknown as TypedDocumentString<SubmitFinalTestMutation, SubmitFinalTestMutationVariables>;
export const UpsertFinalTestResultDocument = new TypedDocumentString(`
    mutation upsertFinalTestResult($userChildId: ID!, $questionId: ID!, $result: String!) {
  upsertFinalTestResult(
    userChildId: $userChildId
    questionId: $questionId
    result: $result
  ) {
    id
    questionId
    result
  }
}
    `, {"hash":"sha256:e8e3ccadc115478024a3877c028721e3543bc3365f3e51bc56eda10a339dfd84"}) as unknown as TypedDocumentString<UpsertFinalTestResultMutation, UpsertFinalTestResultMutationVariables>;
export const ApproveFriendRequestDocument = new TypedDocumentString(`
    mutation approveFriendRequest($userChildId: ID!, $friendRequestId: ID!) {
  approveFriendRequest(
    userChildId: $userChildId
    friendRequestId: $friendRequestId
  ) {
    id
    accepted
  }
}
    `, {"hash":"sha256:5093be00a4b446f255d147f252245e569591fd74b60e8a7877078fd5bf66987d"}) as unknown as TypedDocumentString<ApproveFriendRequestMutation, ApproveFriendRequestMutationVariables>;
export const DeleteFriendRequestDocument = new TypedDocumentString(`
    mutation deleteFriendRequest($userChildId: ID!, $requestId: ID!) {
  deleteFriendRequest(userChildId: $userChildId, requestId: $requestId) {
    id
    accepted
  }
}
    `, {"hash":"sha256:e54d52f15617be94b4755fcb81b3af69e41baf8035728685baf4ad7052817081"}) as unknown as TypedDocumentString<DeleteFriendRequestMutation, DeleteFriendRequestMutationVariables>;
export const GetActiveFriendsDocument = new TypedDocumentString(`
    query getActiveFriends($userChildId: ID!) {
  activeFriends(userChildId: $userChildId) {
    id
    name
    username
    avatar
    friendRequestId
  }
}
    `, {"hash":"sha256:abb6c4ed1cf151c1ec70c1e98708c476423cb1ec40c43c95c33803bf4c024266"}) as unknown as TypedDocumentString<GetActiveFriendsQuery, GetActiveFriendsQueryVariables>;
export const GetFriendRequestDocument = new TypedDocumentString(`
    query getFriendRequest($userChildId: ID!, $id: ID!) {
  friendRequest(userChildId: $userChildId, id: $id) {
    id
    accepted
    isFriendship
    isSent
    stars
    joiningDate
    lessonLevel
    friend {
      id
      name
      username
      avatar
    }
    favourites {
      ...FavouriteFields
    }
  }
}
    fragment FavouriteFields on Favourites {
  favouriteBook
  favouriteFilm
  favouriteAnimal
  favouriteColor
  favouriteSport
  hero
  hobbies
  favouriteFood
  dreamJob
  wish
  thankfullFor
  favoriteLesson
  favouriteSchoolSubject
  learnedAchievements
  favoriteSoerah
  aboutMe
}`, {"hash":"sha256:1edc56005fd035a806139218b47548e0da4180f22f008ab221dc7b12a1a7f682"}) as unknown as TypedDocumentString<GetFriendRequestQuery, GetFriendRequestQueryVariables>;
export const GetFriendRequestsDocument = new TypedDocumentString(`
    query getFriendRequests($userChildId: ID!) {
  friendRequests(userChildId: $userChildId) {
    mayMakeFriends
    sent {
      id
      createdAt
      friend {
        id
        name
        username
        avatar
      }
    }
    received {
      id
      createdAt
      friend {
        id
        name
        username
        avatar
      }
    }
    waitingForParents {
      id
      createdAt
      friend {
        id
        name
        username
        avatar
      }
    }
  }
}
    `, {"hash":"sha256:618afbed0002274aac1ff8c516af1d017036e4b640a68530e3a4b9f30ebfa019"}) as unknown as TypedDocumentString<GetFriendRequestsQuery, GetFriendRequestsQueryVariables>;
export const GetFriendsDocument = new TypedDocumentString(`
    query getFriends($userChildId: ID!, $text: String!) {
  friendSearch(userChildId: $userChildId, text: $text) {
    id
    name
    username
    avatar
  }
}
    `, {"hash":"sha256:fbc1535510d323f809efcc32950dc7070de0ae728fa4f7635cebb71e05bf1903"}) as unknown as TypedDocumentString<GetFriendsQuery, GetFriendsQueryVariables>;
export const InsertFriendRequestDocument = new TypedDocumentString(`
    mutation insertFriendRequest($userChildId: ID!, $receiverId: ID!) {
  insertFriendRequest(userChildId: $userChildId, receiverId: $receiverId) {
    id
    accepted
  }
}
    `, {"hash":"sha256:97d054a521acd10772d500363666957f03385c3ff1a0bc488f0968bb683749a6"}) as unknown as TypedDocumentString<InsertFriendRequestMutation, InsertFriendRequestMutationVariables>;
export const GetCourseIntroductionDocument = new TypedDocumentString(`
    query getCourseIntroduction($userChildId: ID!) {
  courseIntroduction(userChildId: $userChildId) {
    title {
      nl
      en
    }
    text {
      nl
      en
    }
    vimeoUrl
    hasLessonVideos
  }
}
    `, {"hash":"sha256:ffe204fa3b755b31e8be3de8595e1c36db6fa1710937768b54a3835963ed41a5"}) as unknown as TypedDocumentString<GetCourseIntroductionQuery, GetCourseIntroductionQueryVariables>;
export const GetLessonWithLockDocument = new TypedDocumentString(`
    query getLessonWithLock($userChildId: ID!, $lessonId: ID!) {
  ...LessonPart
}
    fragment LessonPart on Query {
  lesson(userChildId: $userChildId, lessonId: $lessonId) {
    id
    lessonNumber
    surahNumber
    isLocked
    lockReason
    finished
    percentage
    name {
      nl
      en
    }
    label {
      nl
      en
    }
    achievements {
      id
      type
      accomplishedAt
    }
    content {
      text {
        nl
        en
      }
      vimeoUrl
      videoUrl
      imageUrl
      verses {
        id
        ayahNumber
        verse
        pronunciation
        simplePronunciation {
          nl
          en
        }
        translation {
          nl
          en
        }
        audioUrl
        wordTimings {
          startMs
          endMs
        }
      }
      words {
        id
        word
        meaning {
          nl
          en
        }
      }
      quiz {
        question {
          nl
          en
        }
        options {
          nl
          en
        }
        answer
      }
    }
  }
}`, {"hash":"sha256:01aa2fa66a198dc81723f171f7ac84f6822e27b714e074c48d464af6a8c9b624"}) as unknown as TypedDocumentString<GetLessonWithLockQuery, GetLessonWithLockQueryVariables>;
export const GetMaySendRecordingsDocument = new TypedDocumentString(`
    query getMaySendRecordings($userChildId: ID!) {
  childMaySendRecordings(userChildId: $userChildId)
}
    `, {"hash":"sha256:efe464d752bb30f52116d5767793298005ce7cdf55d7ec252a08611720f82c1a"}) as unknown as TypedDocumentString<GetMaySendRecordingsQuery, GetMaySendRecordingsQueryVariables>;
export const UnlockLessonWithPincodeDocument = new TypedDocumentString(`
    mutation unlockLessonWithPincode($userChildId: ID!, $lessonId: ID!, $pincode: String!) {
  unlockLessonWithPincode(
    userChildId: $userChildId
    lessonId: $lessonId
    pincode: $pincode
  ) {
    pincode {
      isCorrect
      attemptsLeft
      lockedUntil
    }
    lesson {
      id
      isLocked
      lockReason
      isNew
      isNext
    }
  }
}
    `, {"hash":"sha256:98dad0848a026b4b8e89db2a1ae2acf87ac2cd997da6deae207e215fc1dc820c"}) as unknown as TypedDocumentString<UnlockLessonWithPincodeMutation, UnlockLessonWithPincodeMutationVariables>;
export const UpdateViewCountDocument = new TypedDocumentString(`
    mutation updateViewCount($userChildId: ID!, $lessonId: ID!) {
  updateViewCount(userChildId: $userChildId, lessonId: $lessonId) {
    affectedRows
    viewCount
  }
}
    `, {"hash":"sha256:a40495c25e5d9af9ac38abcc6e1b0b92fe59ec1372a724447c22d89dbc7665f0"}) as unknown as TypedDocumentString<UpdateViewCountMutation, UpdateViewCountMutationVariables>;
export const GetDictionaryWordsDocument = new TypedDocumentString(`
    query getDictionaryWords($userChildId: ID!) {
  dictionaryWords(userChildId: $userChildId) {
    id
    character
    word
    characterName {
      nl
      en
    }
    meaning {
      nl
      en
    }
  }
}
    `, {"hash":"sha256:b8fe2230d5d2edaa1debacfd4aadc7525748b64a57689955297e729b39a711cd"}) as unknown as TypedDocumentString<GetDictionaryWordsQuery, GetDictionaryWordsQueryVariables>;
export const GetFactOfWeekDocument = new TypedDocumentString(`
    query getFactOfWeek($userChildId: ID!, $week: Int!) {
  ...FactOfWeekPart
}
    fragment FactOfWeekPart on Query {
  factOfWeek(userChildId: $userChildId, week: $week) {
    id
    message {
      nl
      en
    }
  }
}`, {"hash":"sha256:cdce1d78cc1419650398eb01f7b8ae70c7163c94b86be7cf6624ef83060b66f1"}) as unknown as TypedDocumentString<GetFactOfWeekQuery, GetFactOfWeekQueryVariables>;
export const GetLibraryDownloadsDocument = new TypedDocumentString(`
    query getLibraryDownloads($userChildId: ID!) {
  libraryDownloads(userChildId: $userChildId) {
    id
    createdAt
    title {
      nl
      en
    }
    files {
      language
      filename
      fileType
      sizeBytes
      url
    }
  }
}
    `, {"hash":"sha256:b997886bbb504869857b1dc7fd0821688c2490326f7d52486b54c670c0463055"}) as unknown as TypedDocumentString<GetLibraryDownloadsQuery, GetLibraryDownloadsQueryVariables>;
export const GetLibraryShelvesDocument = new TypedDocumentString(`
    query getLibraryShelves($userChildId: ID!) {
  libraryShelves(userChildId: $userChildId) {
    recitationCount
    videoCount
  }
}
    `, {"hash":"sha256:474567364fd7fa141ec2862c59e1263dbb0aa39fe108f8e51a80546581bb052a"}) as unknown as TypedDocumentString<GetLibraryShelvesQuery, GetLibraryShelvesQueryVariables>;
export const GetMediaDocument = new TypedDocumentString(`
    query getMedia($userChildId: ID!) {
  media(userChildId: $userChildId) {
    id
    kind
    number
    vimeoUrl
    videoUrl
    title {
      nl
      en
    }
  }
}
    `, {"hash":"sha256:f5d25c94fa67d1f3c2c0ba33f03b38937d7dd50ba4fc0db7f7f9e27aab763e00"}) as unknown as TypedDocumentString<GetMediaQuery, GetMediaQueryVariables>;
export const GetNotificationsDocument = new TypedDocumentString(`
    query getNotifications($userChildId: ID!) {
  ...NewestAnnouncementPart
}
    fragment NewestAnnouncementPart on Query {
  announcements(userChildId: $userChildId, limit: 1) {
    id
    title {
      nl
      en
    }
    description {
      nl
      en
    }
    createdAt
  }
}`, {"hash":"sha256:53330e9dec7714bc4bc074b4f8509dbc3d9ba4f8b22e67133b2a72529a345943"}) as unknown as TypedDocumentString<GetNotificationsQuery, GetNotificationsQueryVariables>;
export const GetPersonalDevelopmentsDocument = new TypedDocumentString(`
    query getPersonalDevelopments($userChildId: ID!) {
  personalDevelopments(userChildId: $userChildId) {
    id
    chapter
    image
    vimeoUrl
    title {
      nl
      en
    }
    subtitle {
      nl
      en
    }
    text {
      nl
      en
    }
    attachment {
      id
      title {
        nl
        en
      }
      files {
        language
        filename
        fileType
        sizeBytes
        url
      }
    }
  }
}
    `, {"hash":"sha256:40403d6f6ac492d4c147584c6dc35266f8206ed88e295b2fc431e0f43b9c0abd"}) as unknown as TypedDocumentString<GetPersonalDevelopmentsQuery, GetPersonalDevelopmentsQueryVariables>;
export const GetRecitationsDocument = new TypedDocumentString(`
    query getRecitations($userChildId: ID!) {
  recitations(userChildId: $userChildId) {
    id
    surahNumber
    image
    vimeoUrl
    title {
      nl
      en
    }
    verses {
      ayahNumber
      verse
      pronunciation
      simplePronunciation {
        nl
        en
      }
      audioUrl
      wordTimings {
        startMs
        endMs
      }
    }
  }
}
    `, {"hash":"sha256:d82905f93576d77188e4a9c4b3db9a5d7d3a3047369dccffa81558a2fbfe2a9f"}) as unknown as TypedDocumentString<GetRecitationsQuery, GetRecitationsQueryVariables>;
export const GetMessageDocument = new TypedDocumentString(`
    query getMessage($userChildId: ID!) {
  messages(userChildId: $userChildId) {
    id
    from
    title
    message
    opened
    senderName
    createdAt
    lessonNumber
    lessonName {
      nl
      en
    }
  }
}
    `, {"hash":"sha256:b07a2e6205e7576e1e827477723e0048db513f8b0b6bbcd174dcd24cb3916a90"}) as unknown as TypedDocumentString<GetMessageQuery, GetMessageQueryVariables>;
export const GetUnreadMessageCountDocument = new TypedDocumentString(`
    query getUnreadMessageCount($userChildId: ID!) {
  ...UnreadMessageCountPart
}
    fragment UnreadMessageCountPart on Query {
  unreadMessageCount(userChildId: $userChildId)
}`, {"hash":"sha256:91f415cbfd7fc3504bef5f8626af7b615e2d4fcda7141d00314556c605d4040f"}) as unknown as TypedDocumentString<GetUnreadMessageCountQuery, GetUnreadMessageCountQueryVariables>;
export const MarkLessonMessageAsReadDocument = new TypedDocumentString(`
    mutation markLessonMessageAsRead($userChildId: ID!, $messageId: ID!) {
  markLessonMessageAsRead(userChildId: $userChildId, messageId: $messageId) {
    id
    opened
  }
}
    `, {"hash":"sha256:6f58c88bb3dfa1b0cff1a1deb322c3e7466f29c96057dcb7186035274bae47f8"}) as unknown as TypedDocumentString<MarkLessonMessageAsReadMutation, MarkLessonMessageAsReadMutationVariables>;
export const MarkMessageAsReadDocument = new TypedDocumentString(`
    mutation markMessageAsRead($userChildId: ID!, $messageId: ID!) {
  markMessageAsRead(userChildId: $userChildId, messageId: $messageId) {
    id
    opened
  }
}
    `, {"hash":"sha256:01d08aaa0903cb7107dffece51cf086405ee9a74afe86552d5625d39ab6fe24a"}) as unknown as TypedDocumentString<MarkMessageAsReadMutation, MarkMessageAsReadMutationVariables>;
export const UpsertUsersChildDetailsDocument = new TypedDocumentString(`
    mutation upsertUsersChildDetails($userChildId: ID!, $aboutMe: String!) {
  upsertUsersChildDetails(userChildId: $userChildId, aboutMe: $aboutMe) {
    aboutMe
    aboutMeSentAt
  }
}
    `, {"hash":"sha256:44f0bf4802bbb52283c87b0a18e0e3748cbba1efea7b694b21a73c31445b52d7"}) as unknown as TypedDocumentString<UpsertUsersChildDetailsMutation, UpsertUsersChildDetailsMutationVariables>;
export const CorrectRevisionGradeDocument = new TypedDocumentString(`
    mutation correctRevisionGrade($userChildId: ID!, $reviewId: ID!, $grade: RevisionGrade!) {
  correctRevisionGrade(
    userChildId: $userChildId
    reviewId: $reviewId
    grade: $grade
  ) {
    passage {
      lessonId
    }
  }
}
    `, {"hash":"sha256:c49e0ba2b22d516a2e9ff85bcdb67d0b25bc2b58a3f5c53feb42413b32c759c8"}) as unknown as TypedDocumentString<CorrectRevisionGradeMutation, CorrectRevisionGradeMutationVariables>;
export const DeleteUserChildDocument = new TypedDocumentString(`
    mutation deleteUserChild($userChildId: ID!, $username: String!) {
  deleteUserChild(userChildId: $userChildId, username: $username)
}
    `, {"hash":"sha256:8258ae3de81996370cf5a943e967db9acfcb44319d615752c41426f3e676c8cd"}) as unknown as TypedDocumentString<DeleteUserChildMutation, DeleteUserChildMutationVariables>;
export const GetParentFriendshipsDocument = new TypedDocumentString(`
    query getParentFriendships($userChildId: ID!) {
  parentFriendships(userChildId: $userChildId) {
    mayMakeFriends
    friendships {
      id
      approvedByUs
      approvedByThem
      isFriendship
      friend {
        id
        name
        username
        avatar
      }
    }
  }
}
    `, {"hash":"sha256:e53848364c6d677e19fa9bbab8ade8cb2fbd2e1f7a17d746adef3cb6bf41570c"}) as unknown as TypedDocumentString<GetParentFriendshipsQuery, GetParentFriendshipsQueryVariables>;
export const DecideFriendshipDocument = new TypedDocumentString(`
    mutation decideFriendship($userChildId: ID!, $friendRequestId: ID!, $approve: Boolean!) {
  decideFriendship(
    userChildId: $userChildId
    friendRequestId: $friendRequestId
    approve: $approve
  ) {
    id
    isFriendship
  }
}
    `, {"hash":"sha256:003e2a7d4c7348b7e4561556b9cf1388c08f9d3b8d6957dbbfd2d09a29cf1db3"}) as unknown as TypedDocumentString<DecideFriendshipMutation, DecideFriendshipMutationVariables>;
export const SetChildMayMakeFriendsDocument = new TypedDocumentString(`
    mutation setChildMayMakeFriends($userChildId: ID!, $allowed: Boolean!) {
  setChildMayMakeFriends(userChildId: $userChildId, allowed: $allowed)
}
    `, {"hash":"sha256:d2c19a6050528a86f9ff0824e74df14f08b7c388fe87789ab3bab49cab8a205c"}) as unknown as TypedDocumentString<SetChildMayMakeFriendsMutation, SetChildMayMakeFriendsMutationVariables>;
export const GetChildDetailsDocument = new TypedDocumentString(`
    query getChildDetails($userChildId: ID!) {
  childProfile(userChildId: $userChildId) {
    child {
      id
      name
      username
      avatar
      gender
      dateOfBirth
      openProfile
    }
    favourites {
      ...FavouriteFields
    }
    aboutMeSentAt
  }
}
    fragment FavouriteFields on Favourites {
  favouriteBook
  favouriteFilm
  favouriteAnimal
  favouriteColor
  favouriteSport
  hero
  hobbies
  favouriteFood
  dreamJob
  wish
  thankfullFor
  favoriteLesson
  favouriteSchoolSubject
  learnedAchievements
  favoriteSoerah
  aboutMe
}`, {"hash":"sha256:1420d4e4177df7f77ffe37bc24f37bf66c492748d3146e9f48b47ec4f2550054"}) as unknown as TypedDocumentString<GetChildDetailsQuery, GetChildDetailsQueryVariables>;
export const GetChildProgressionDocument = new TypedDocumentString(`
    query getChildProgression($userChildId: ID!) {
  childProgression(userChildId: $userChildId) {
    lessons {
      lessonId
      lessonNumber
      percentage
      timeProgress
      viewCount
      finished
      finishedAt
      tasks
      tasksDone
      hasVideo
      name {
        nl
        en
      }
    }
    weeks {
      week
      tasks
    }
  }
}
    `, {"hash":"sha256:aca7b98352d6a7762df9841efbda8d759dd0bd7c4021044e227d009c3943a3b0"}) as unknown as TypedDocumentString<GetChildProgressionQuery, GetChildProgressionQueryVariables>;
export const GetContactInformationDocument = new TypedDocumentString(`
    query getContactInformation {
  contactInformation {
    address
    postcode
    city
    phone
  }
}
    `, {"hash":"sha256:4f31655a78e224ecb434932af826f807d6417a9c8d095ecd5b909845b340a08e"}) as unknown as TypedDocumentString<GetContactInformationQuery, GetContactInformationQueryVariables>;
export const GetFamilyOverviewDocument = new TypedDocumentString(`
    query getFamilyOverview {
  familyOverview {
    id
    name
    username
    avatar
    stars
    lessonNumber
    lastActivityAt
    lessonName {
      nl
      en
    }
  }
  availability {
    maxProfiles
    profileCount
    canAddProfile
  }
  subscription {
    id
  }
}
    `, {"hash":"sha256:6a31ebb4b7d9a270e281ab8dc73d3404eec6f1c5d3e2c3df16dbe393e5af5d45"}) as unknown as TypedDocumentString<GetFamilyOverviewQuery, GetFamilyOverviewQueryVariables>;
export const GetParentAccountDocument = new TypedDocumentString(`
    query getParentAccount {
  parentAccount {
    id
    firstName
    lastName
    email
    relationToKid
  }
  weeklyLetterSetting {
    isOn
    language
  }
}
    `, {"hash":"sha256:392a09a9388c52fef0e34727e2d497985a81950ce83314758d9d7a50623de610"}) as unknown as TypedDocumentString<GetParentAccountQuery, GetParentAccountQueryVariables>;
export const GetParentLessonsDocument = new TypedDocumentString(`
    query getParentLessons {
  parentLessons {
    id
    lessonNumber
    surahNumber
    name {
      nl
      en
    }
    label {
      nl
      en
    }
    description {
      nl
      en
    }
    tips {
      nl
      en
    }
  }
  courseContentStatus {
    lessonCount
    lessonsWithVideo
    verseCount
    versesWithRecitation
    versesInDutch
  }
}
    `, {"hash":"sha256:24de1e4fdf9fd26581bee2b0d23b5165e89150bce0a0438eaf6b7dfa61fe4c2f"}) as unknown as TypedDocumentString<GetParentLessonsQuery, GetParentLessonsQueryVariables>;
export const GetReviewDocument = new TypedDocumentString(`
    query getReview {
  review {
    rating
    comment
    updatedAt
  }
}
    `, {"hash":"sha256:12babeccb8598f5d9336320245a573da3c2183599e028eb89c882542e9ebb278"}) as unknown as TypedDocumentString<GetReviewQuery, GetReviewQueryVariables>;
export const GetRevisionHistoryDocument = new TypedDocumentString(`
    query getRevisionHistory($userChildId: ID!) {
  revisionHistory(userChildId: $userChildId) {
    passage {
      lessonId
      due
      minutes
      name {
        nl
        en
      }
    }
    recallNow
    reviews {
      id
      grade
      gradedBy
      reviewedAt
      recallBefore
      correctedGrade
      correctedBy
    }
  }
  childRevision(userChildId: $userChildId) {
    minutesPerDay
    daysPerWeek
  }
  child(userChildId: $userChildId) {
    id
    spaciousReading
  }
}
    `, {"hash":"sha256:35382f2040a0558926f4fef4ec60d6e33512782c06b3febc7b970acda9b3d08f"}) as unknown as TypedDocumentString<GetRevisionHistoryQuery, GetRevisionHistoryQueryVariables>;
export const GetTeacherConversationDocument = new TypedDocumentString(`
    query getTeacherConversation($userChildId: ID!) {
  teacherConversation(userChildId: $userChildId) {
    kind
    text
    sentAt
    replies {
      message
      senderName
      createdAt
    }
  }
}
    `, {"hash":"sha256:4d5d5bc5eb984fb1c8375326cb7cec62a85a840f328fba7c188c6553b51287f9"}) as unknown as TypedDocumentString<GetTeacherConversationQuery, GetTeacherConversationQueryVariables>;
export const GetUserChildrenUnlockablesDocument = new TypedDocumentString(`
    query getUserChildrenUnlockables($userChildId: ID!) {
  userChildrenUnlockables(userChildId: $userChildId) {
    type
    createdAt
  }
}
    `, {"hash":"sha256:606e6430b6850861337c867998c02a3de5995230de032e897af6d1ccf3408479"}) as unknown as TypedDocumentString<GetUserChildrenUnlockablesQuery, GetUserChildrenUnlockablesQueryVariables>;
export const HandInHomeworkTogetherDocument = new TypedDocumentString(`
    mutation handInHomeworkTogether($userChildId: ID!, $assignmentId: ID!) {
  handInHomeworkTogether(userChildId: $userChildId, assignmentId: $assignmentId) {
    id
  }
}
    `, {"hash":"sha256:8ab4528a63ac76902e0b5f0ec758a37611d343dc091d309c9b713adaa918939e"}) as unknown as TypedDocumentString<HandInHomeworkTogetherMutation, HandInHomeworkTogetherMutationVariables>;
export const InsertMessageDocument = new TypedDocumentString(`
    mutation insertMessage($userChildId: ID!, $title: String!, $message: String!) {
  insertMessage(userChildId: $userChildId, title: $title, message: $message) {
    id
  }
}
    `, {"hash":"sha256:1660e8984a1753212bc342bb64f27019df6372a6d63852abf146e8907829ba75"}) as unknown as TypedDocumentString<InsertMessageMutation, InsertMessageMutationVariables>;
export const LockLessonDocument = new TypedDocumentString(`
    mutation lockLesson($userChildId: ID!, $lessonId: ID!) {
  lockLesson(userChildId: $userChildId, lessonId: $lessonId)
}
    `, {"hash":"sha256:994ec81c6da6934a303a7320e539f6a2a56586d974e04513c7de86668b3c7d55"}) as unknown as TypedDocumentString<LockLessonMutation, LockLessonMutationVariables>;
export const GetChildMaySendRecordingsDocument = new TypedDocumentString(`
    query getChildMaySendRecordings($userChildId: ID!) {
  childMaySendRecordings(userChildId: $userChildId)
  recordingRetention {
    daysAfterHeard
    daysUnheard
  }
}
    `, {"hash":"sha256:dd96d45ac5b93395369387a3ec240ebd482e88a50130128980602b3a67109709"}) as unknown as TypedDocumentString<GetChildMaySendRecordingsQuery, GetChildMaySendRecordingsQueryVariables>;
export const SetChildMaySendRecordingsDocument = new TypedDocumentString(`
    mutation setChildMaySendRecordings($userChildId: ID!, $allowed: Boolean!) {
  setChildMaySendRecordings(userChildId: $userChildId, allowed: $allowed)
}
    `, {"hash":"sha256:08385e89384be9b6eb46250afa955127009d8e7affadd3547187789848460e40"}) as unknown as TypedDocumentString<SetChildMaySendRecordingsMutation, SetChildMaySendRecordingsMutationVariables>;
export const ResetPincodeDocument = new TypedDocumentString(`
    mutation resetPincode($newSecretKey: String!) {
  resetPincode(newSecretKey: $newSecretKey) {
    isCorrect
    attemptsLeft
    lockedUntil
    parentAreaOpenUntil
  }
}
    `, {"hash":"sha256:9f87baa4c54a8acb7600236b4984d9dc2368171ecef22421eb746a40ff7f62e7"}) as unknown as TypedDocumentString<ResetPincodeMutation, ResetPincodeMutationVariables>;
export const SetRevisionPlanDocument = new TypedDocumentString(`
    mutation setRevisionPlan($userChildId: ID!, $minutesPerDay: Int!, $daysPerWeek: Int!) {
  setRevisionPlan(
    userChildId: $userChildId
    minutesPerDay: $minutesPerDay
    daysPerWeek: $daysPerWeek
  ) {
    minutesPerDay
    daysPerWeek
  }
}
    `, {"hash":"sha256:04d0a18d598b514dab3240058af3987ea877be3203cad597b75249973185bab3"}) as unknown as TypedDocumentString<SetRevisionPlanMutation, SetRevisionPlanMutationVariables>;
export const SetWeeklyLetterDocument = new TypedDocumentString(`
    mutation setWeeklyLetter($isOn: Boolean!, $language: Language!) {
  setWeeklyLetter(isOn: $isOn, language: $language) {
    isOn
    language
  }
}
    `, {"hash":"sha256:cf9a309f445c0a75298af5c0b41b83b91dcec1366b2a2bb1d4da7d7bf81efac2"}) as unknown as TypedDocumentString<SetWeeklyLetterMutation, SetWeeklyLetterMutationVariables>;
export const UnlockLessonDocument = new TypedDocumentString(`
    mutation unlockLesson($userChildId: ID!, $lessonId: ID!) {
  unlockLesson(userChildId: $userChildId, lessonId: $lessonId) {
    id
    isLocked
    lockReason
    isNew
    isNext
  }
}
    `, {"hash":"sha256:8d233effb1b4e26bb354885dcc0e3cab6428f4da57eac70036d81d3148ee244f"}) as unknown as TypedDocumentString<UnlockLessonMutation, UnlockLessonMutationVariables>;
export const UpdateChildDetailsDocument = new TypedDocumentString(`
    mutation updateChildDetails($userChildId: ID!, $input: ParentChildInput!, $details: ParentFavouritesInput!) {
  updateChildDetails(userChildId: $userChildId, input: $input, details: $details)
}
    `, {"hash":"sha256:452bcbfbc546e8e024a992fc2dff87920fe9167baac0efc1e57ea27945500fb1"}) as unknown as TypedDocumentString<UpdateChildDetailsMutation, UpdateChildDetailsMutationVariables>;
export const UpdateContactInformationDocument = new TypedDocumentString(`
    mutation updateContactInformation($input: ContactInformationInput!) {
  updateContactInformation(input: $input) {
    address
    postcode
    city
    phone
  }
}
    `, {"hash":"sha256:fb2d0bcd783189a324a251f947f7f60a1b6024d4d3e8773bd0b01190bd4e7a4a"}) as unknown as TypedDocumentString<UpdateContactInformationMutation, UpdateContactInformationMutationVariables>;
export const UpdateRelationToKidDocument = new TypedDocumentString(`
    mutation updateRelationToKid($relationToKid: String!) {
  updateRelationToKid(relationToKid: $relationToKid) {
    id
    relationToKid
  }
}
    `, {"hash":"sha256:8c614f95b1af4a545875266dfe1c505121299fc6efc8e9683d7c20d872dbedf4"}) as unknown as TypedDocumentString<UpdateRelationToKidMutation, UpdateRelationToKidMutationVariables>;
export const UpdateUnlockKeyDocument = new TypedDocumentString(`
    mutation updateUnlockKey($currentSecretKey: String, $newSecretKey: String!) {
  updateUnlockKey(
    currentSecretKey: $currentSecretKey
    newSecretKey: $newSecretKey
  ) {
    isCorrect
    attemptsLeft
    lockedUntil
    parentAreaOpenUntil
  }
}
    `, {"hash":"sha256:77c36f6b757d941b4a729593ce331a6049e20cf38a054b21689fd9a83c510a9a"}) as unknown as TypedDocumentString<UpdateUnlockKeyMutation, UpdateUnlockKeyMutationVariables>;
export const UpsertReviewDocument = new TypedDocumentString(`
    mutation upsertReview($rating: Int!, $comment: String) {
  upsertReview(rating: $rating, comment: $comment) {
    rating
    comment
    updatedAt
  }
}
    `, {"hash":"sha256:c6eec54b14ff50f03c1ad11b84b02b509fe0397262f8cc5f8f45e002daff8e3d"}) as unknown as TypedDocumentString<UpsertReviewMutation, UpsertReviewMutationVariables>;
export const ValidatePincodeDocument = new TypedDocumentString(`
    mutation validatePincode($pincode: String!) {
  validatePincode(pincode: $pincode) {
    isCorrect
    attemptsLeft
    lockedUntil
    parentAreaOpenUntil
  }
}
    `, {"hash":"sha256:466a263952dd7faf224a91b02e3b1da2b5aa0a837b079eb75ee43aa8a798d6c8"}) as unknown as TypedDocumentString<ValidatePincodeMutation, ValidatePincodeMutationVariables>;
export const CreateUserChildDocument = new TypedDocumentString(`
    mutation createUserChild($input: CreateUserChildInput!) {
  createUserChild(input: $input) {
    id
    username
    name
    avatar
    stars
  }
}
    `, {"hash":"sha256:f9d238c49c58656f5daaf8dfc2383ec30e11549009bd8c95b9c5b52eacfcdcc2"}) as unknown as TypedDocumentString<CreateUserChildMutation, CreateUserChildMutationVariables>;
export const GetAvatarDocument = new TypedDocumentString(`
    query getAvatar($userChildId: ID!) {
  ...AvatarPart
}
    fragment AvatarPart on Query {
  child(userChildId: $userChildId) {
    id
    avatar
    username
    name
    stars
    spaciousReading
  }
}`, {"hash":"sha256:00c3d9ddf50f64ae83c343107502036d9d2e33eaf4b50b977fd05af96f7843d5"}) as unknown as TypedDocumentString<GetAvatarQuery, GetAvatarQueryVariables>;
export const UpdateUserChildDocument = new TypedDocumentString(`
    mutation updateUserChild($userChildId: ID!, $child: UserChildSetInput!, $details: FavouritesInput!) {
  updateUserChild(userChildId: $userChildId, child: $child, details: $details) {
    child {
      id
      name
    }
  }
}
    `, {"hash":"sha256:ef372ce2fd5a5d5cce0d1b7fb7fc3ad47d5ad339692a10d3f65facbba7898b87"}) as unknown as TypedDocumentString<UpdateUserChildMutation, UpdateUserChildMutationVariables>;
export const GetChildRevisionDocument = new TypedDocumentString(`
    query getChildRevision($userChildId: ID!) {
  ...ChildRevisionPart
}
    fragment ChildRevisionPart on Query {
  childRevision(userChildId: $userChildId) {
    passages {
      lessonId
      surahNumber
      due
      minutes
      revisedAt
      name {
        nl
        en
      }
    }
    minutesPerDay
    daysPerWeek
    revisedDays
  }
}`, {"hash":"sha256:b1704fa49e3aef419fad959f078f6a660fb5a612324f9d4c0874d9d1334f6b02"}) as unknown as TypedDocumentString<GetChildRevisionQuery, GetChildRevisionQueryVariables>;
export const GetRevisionPassageDocument = new TypedDocumentString(`
    query getRevisionPassage($userChildId: ID!, $lessonId: ID!) {
  lesson(userChildId: $userChildId, lessonId: $lessonId) {
    id
    name {
      nl
      en
    }
    content {
      verses {
        id
        ayahNumber
        verse
      }
    }
  }
}
    `, {"hash":"sha256:6edc3d790ae04ccf729283e1c8e1de7f9b8460766f2f7535fb3f23c12458731e"}) as unknown as TypedDocumentString<GetRevisionPassageQuery, GetRevisionPassageQueryVariables>;
export const DiscardLessonDraftDocument = new TypedDocumentString(`
    mutation discardLessonDraft($lessonId: ID!) {
  discardLessonDraft(lessonId: $lessonId) {
    id
  }
}
    `, {"hash":"sha256:62710163ccf7af57527c02054f1fe43e8bc19a5bf8ca7ee7c107abea1470cb22"}) as unknown as TypedDocumentString<DiscardLessonDraftMutation, DiscardLessonDraftMutationVariables>;
export const GetContentSourcesDocument = new TypedDocumentString(`
    query getContentSources {
  contentSources {
    key
    kind
    name
    notice
    licence
    url
    importedAt
  }
}
    `, {"hash":"sha256:8bb318adc900ac03d2462c313bf073eb6809e30fc1ceeee886267a0b247735b5"}) as unknown as TypedDocumentString<GetContentSourcesQuery, GetContentSourcesQueryVariables>;
export const GetCourseVerseKeysDocument = new TypedDocumentString(`
    query getCourseVerseKeys {
  courseVerseKeys
}
    `, {"hash":"sha256:f2aa788146264c6f3adb9f6a69892e2accf012cf126b8a82b893b0fcc8f8c204"}) as unknown as TypedDocumentString<GetCourseVerseKeysQuery, GetCourseVerseKeysQueryVariables>;
export const GetQuranSurahsDocument = new TypedDocumentString(`
    query getQuranSurahs {
  quranSurahs {
    number
    name
    meaning
    verseCount
  }
}
    `, {"hash":"sha256:bdec06c27c309c4b55eb8f89ee21c46519812a622168c1e91328eee631e06d46"}) as unknown as TypedDocumentString<GetQuranSurahsQuery, GetQuranSurahsQueryVariables>;
export const GetStaffLessonDocument = new TypedDocumentString(`
    query getStaffLesson($lessonId: ID!) {
  staffLesson(lessonId: $lessonId) {
    summary {
      id
      sequence
      surahNumber
      isPublished
      hasDraft
      draftSavedAt
      version
      publishedAt
      name {
        nl
        en
      }
    }
    lesson
    imageUrl
    surahWords
    verses {
      id
      ayahNumber
      verse
      pronunciation
      translation {
        nl
        en
      }
      audioUrl
      wordTimings {
        startMs
        endMs
      }
    }
    versions {
      version
      publishedAt
      publishedBy
      changedFields
    }
  }
}
    `, {"hash":"sha256:a6f72cd2f5ae8a0549ee2f5b5add765f51cd23e30b3d00fda83f4a7cb0a27e8b"}) as unknown as TypedDocumentString<GetStaffLessonQuery, GetStaffLessonQueryVariables>;
export const GetStaffLessonsDocument = new TypedDocumentString(`
    query getStaffLessons {
  staffLessons {
    id
    sequence
    surahNumber
    isPublished
    hasDraft
    draftSavedAt
    version
    publishedAt
    name {
      nl
      en
    }
  }
}
    `, {"hash":"sha256:218fb24332a6816e406fc90c8217313cbc7e4b4146ee4bb35ec8734b29149e8e"}) as unknown as TypedDocumentString<GetStaffLessonsQuery, GetStaffLessonsQueryVariables>;
export const GetStaffNewLessonDocument = new TypedDocumentString(`
    query getStaffNewLesson($surah: Int!) {
  staffNewLesson(surah: $surah) {
    summary {
      id
      sequence
      surahNumber
      isPublished
      hasDraft
      draftSavedAt
      version
      publishedAt
      name {
        nl
        en
      }
    }
    lesson
    imageUrl
    surahWords
    verses {
      id
      ayahNumber
      verse
      pronunciation
      translation {
        nl
        en
      }
      audioUrl
      wordTimings {
        startMs
        endMs
      }
    }
    versions {
      version
      publishedAt
      publishedBy
      changedFields
    }
  }
}
    `, {"hash":"sha256:8ddcff9f1d31ac817d3b3924bb51fdc4516005ba109de744735047ac50f7993e"}) as unknown as TypedDocumentString<GetStaffNewLessonQuery, GetStaffNewLessonQueryVariables>;
export const PublishLessonDocument = new TypedDocumentString(`
    mutation publishLesson($lessonId: ID!) {
  publishLesson(lessonId: $lessonId) {
    id
    version
  }
}
    `, {"hash":"sha256:a1a5f27c8b48124281f8ab099c9d7466941a9bf0210fb5f603401f7d917dc86d"}) as unknown as TypedDocumentString<PublishLessonMutation, PublishLessonMutationVariables>;
export const RecordRecitationCreditDocument = new TypedDocumentString(`
    mutation recordRecitationCredit($name: String!, $notice: String!, $licence: String!) {
  recordRecitationCredit(name: $name, notice: $notice, licence: $licence) {
    key
  }
}
    `, {"hash":"sha256:392ab520da4e2b43b80b7f906383907f5d5a9edd937de25515fad0477f501626"}) as unknown as TypedDocumentString<RecordRecitationCreditMutation, RecordRecitationCreditMutationVariables>;
export const RestoreLessonVersionDocument = new TypedDocumentString(`
    mutation restoreLessonVersion($lessonId: ID!, $version: Int!) {
  restoreLessonVersion(lessonId: $lessonId, version: $version) {
    id
    version
  }
}
    `, {"hash":"sha256:010803e55f56bcd87353ad11d4d106de12425e453dd5674f41641470c870e051"}) as unknown as TypedDocumentString<RestoreLessonVersionMutation, RestoreLessonVersionMutationVariables>;
export const SaveLessonDraftDocument = new TypedDocumentString(`
    mutation saveLessonDraft($lessonId: ID, $lesson: JSON!) {
  saveLessonDraft(lessonId: $lessonId, lesson: $lesson) {
    id
    hasDraft
  }
}
    `, {"hash":"sha256:9a2b44f8529e5da998923e3ae7a48be8c9947656aa08d00da8846a2f2d72c78b"}) as unknown as TypedDocumentString<SaveLessonDraftMutation, SaveLessonDraftMutationVariables>;
export const AssignTeacherDocument = new TypedDocumentString(`
    mutation assignTeacher($userId: ID!, $courseGroupId: ID!, $assigned: Boolean!) {
  assignTeacher(
    userId: $userId
    courseGroupId: $courseGroupId
    assigned: $assigned
  ) {
    assigned
  }
}
    `, {"hash":"sha256:ebc1a6bdbc4ba6407fc0450f763a3d4af0bb575aa635ac20a75d180be39ffbc7"}) as unknown as TypedDocumentString<AssignTeacherMutation, AssignTeacherMutationVariables>;
export const EndSubscriptionDocument = new TypedDocumentString(`
    mutation endSubscription($subscriptionId: ID!, $reason: String!) {
  endSubscription(subscriptionId: $subscriptionId, reason: $reason) {
    id
    endsOn
    status
  }
}
    `, {"hash":"sha256:209d45d4007194145e52897205393d96600e0a3a2a2eacbd347afb0b565e5b89"}) as unknown as TypedDocumentString<EndSubscriptionMutation, EndSubscriptionMutationVariables>;
export const ExtendSubscriptionDocument = new TypedDocumentString(`
    mutation extendSubscription($subscriptionId: ID!, $days: Int!, $reason: String!) {
  extendSubscription(
    subscriptionId: $subscriptionId
    days: $days
    reason: $reason
  ) {
    id
    endsOn
    status
  }
}
    `, {"hash":"sha256:0b2c322b0716c0a2e8b66a4ef1789c85cad5906ab0f2239366f9e25a974a9a09"}) as unknown as TypedDocumentString<ExtendSubscriptionMutation, ExtendSubscriptionMutationVariables>;
export const GetStaffAuditDocument = new TypedDocumentString(`
    query getStaffAudit($page: Int!) {
  staffAudit(page: $page) {
    total
    pageSize
    entries {
      id
      createdAt
      actor
      action
      subject
      details
    }
  }
}
    `, {"hash":"sha256:3f840500a9928f8fb357b71df799eb4cf36a026b93e4696d1de57a9eab774483"}) as unknown as TypedDocumentString<GetStaffAuditQuery, GetStaffAuditQueryVariables>;
export const GetStaffMembersDocument = new TypedDocumentString(`
    query getStaffMembers {
  staffMembers {
    userId
    firstName
    lastName
    email
    kind
    groupIds
  }
}
    `, {"hash":"sha256:0925f53f6be78d2cbf8e6a219b02092baea9ef106acec5f6d8f69c6a2794cc84"}) as unknown as TypedDocumentString<GetStaffMembersQuery, GetStaffMembersQueryVariables>;
export const GetStaffReviewsDocument = new TypedDocumentString(`
    query getStaffReviews {
  staffReviews {
    average
    count
    distribution
    comments {
      rating
      comment
      updatedAt
    }
  }
}
    `, {"hash":"sha256:cf32eb6f292aa1bb6f9faafaa32c4944114148353e5fbfdb5cbf7b56e2c95d16"}) as unknown as TypedDocumentString<GetStaffReviewsQuery, GetStaffReviewsQueryVariables>;
export const GetStaffSubscriptionsDocument = new TypedDocumentString(`
    query getStaffSubscriptions($page: Int!, $search: String!, $status: SubscriptionStatus) {
  staffSubscriptions(page: $page, search: $search, status: $status) {
    total
    pageSize
    subscriptions {
      id
      email
      parentName
      groupName {
        nl
        en
      }
      profileCount
      maxProfiles
      startsOn
      endsOn
      status
    }
  }
}
    `, {"hash":"sha256:0880486d31eb5757520c343c4999c162ce4c3e64a2e3c922abf030c2b1c1b481"}) as unknown as TypedDocumentString<GetStaffSubscriptionsQuery, GetStaffSubscriptionsQueryVariables>;
export const GetStaffAnnouncementsDocument = new TypedDocumentString(`
    query getStaffAnnouncements($courseGroupId: ID!) {
  staffAnnouncements(courseGroupId: $courseGroupId) {
    id
    state
    publishOn
    showUntil
    updatedAt
    title {
      nl
      en
    }
    description {
      nl
      en
    }
  }
}
    `, {"hash":"sha256:1bdbd28334612ab98524b1c783abf7e28e622c9fad28bc1efe583b60383f2d11"}) as unknown as TypedDocumentString<GetStaffAnnouncementsQuery, GetStaffAnnouncementsQueryVariables>;
export const GetStaffWeeklyFactsDocument = new TypedDocumentString(`
    query getStaffWeeklyFacts($courseGroupId: ID!) {
  staffWeeklyFacts(courseGroupId: $courseGroupId) {
    id
    sequence
    state
    publishOn
    updatedAt
    message {
      nl
      en
    }
  }
}
    `, {"hash":"sha256:53c0e82e2ed23a249b3dbe1dbfe871ad5b032f021cc82555bb26a3b9421a65ea"}) as unknown as TypedDocumentString<GetStaffWeeklyFactsQuery, GetStaffWeeklyFactsQueryVariables>;
export const SaveAnnouncementDocument = new TypedDocumentString(`
    mutation saveAnnouncement($courseGroupId: ID!, $id: ID, $titleNl: String!, $titleEn: String!, $descriptionNl: String!, $descriptionEn: String!, $publishOn: String!, $showUntil: String) {
  saveAnnouncement(
    courseGroupId: $courseGroupId
    id: $id
    titleNl: $titleNl
    titleEn: $titleEn
    descriptionNl: $descriptionNl
    descriptionEn: $descriptionEn
    publishOn: $publishOn
    showUntil: $showUntil
  ) {
    id
  }
}
    `, {"hash":"sha256:247f6cb41904716477e9fe426a73d066861aa279e1359bc05ff812afbcb277bc"}) as unknown as TypedDocumentString<SaveAnnouncementMutation, SaveAnnouncementMutationVariables>;
export const SaveWeeklyFactDocument = new TypedDocumentString(`
    mutation saveWeeklyFact($courseGroupId: ID!, $id: ID, $messageNl: String!, $messageEn: String!, $publishOn: String!) {
  saveWeeklyFact(
    courseGroupId: $courseGroupId
    id: $id
    messageNl: $messageNl
    messageEn: $messageEn
    publishOn: $publishOn
  ) {
    id
  }
}
    `, {"hash":"sha256:2eaf8106e8e375b3cd017c8c79577d5efe6fc37936a52758d84c4c7ff3f04d5f"}) as unknown as TypedDocumentString<SaveWeeklyFactMutation, SaveWeeklyFactMutationVariables>;
export const SetAnnouncementStateDocument = new TypedDocumentString(`
    mutation setAnnouncementState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {
  setAnnouncementState(courseGroupId: $courseGroupId, id: $id, state: $state) {
    id
    state
  }
}
    `, {"hash":"sha256:61f0edae478c919a30587da21ef83f9148e7359fad1e704661ec135d98dfa6e5"}) as unknown as TypedDocumentString<SetAnnouncementStateMutation, SetAnnouncementStateMutationVariables>;
export const SetWeeklyFactStateDocument = new TypedDocumentString(`
    mutation setWeeklyFactState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {
  setWeeklyFactState(courseGroupId: $courseGroupId, id: $id, state: $state) {
    id
    state
  }
}
    `, {"hash":"sha256:439f424c15f80003bd86e34bf93727a99d588b37d640f46460380b12241b4a28"}) as unknown as TypedDocumentString<SetWeeklyFactStateMutation, SetWeeklyFactStateMutationVariables>;
export const TeacherCorrectRevisionGradeDocument = new TypedDocumentString(`
    mutation teacherCorrectRevisionGrade($userChildId: ID!, $reviewId: ID!, $grade: RevisionGrade!) {
  teacherCorrectRevisionGrade(
    userChildId: $userChildId
    reviewId: $reviewId
    grade: $grade
  ) {
    username
  }
}
    `, {"hash":"sha256:a462aed16510b28a0775517c98988399a9f96ff71530927b2b81b3b2f136f5a3"}) as unknown as TypedDocumentString<TeacherCorrectRevisionGradeMutation, TeacherCorrectRevisionGradeMutationVariables>;
export const GetTeacherChildRevisionDocument = new TypedDocumentString(`
    query getTeacherChildRevision($userChildId: ID!) {
  teacherChildRevision(userChildId: $userChildId) {
    name
    username
    passages {
      passage {
        lessonId
        due
        name {
          nl
          en
        }
      }
      recallNow
      reviews {
        id
        grade
        gradedBy
        reviewedAt
        correctedGrade
        correctedBy
      }
    }
  }
}
    `, {"hash":"sha256:795501edd01961a8774c9bdc69bc53713117ee291d8a99975435362ca5853182"}) as unknown as TypedDocumentString<GetTeacherChildRevisionQuery, GetTeacherChildRevisionQueryVariables>;
export const GetGroupHomeworkDocument = new TypedDocumentString(`
    query getGroupHomework($courseGroupId: ID!) {
  groupHomework(courseGroupId: $courseGroupId) {
    lessons {
      id
      lessonNumber
      name {
        nl
        en
      }
    }
    children {
      id
      name
      username
    }
    assignments {
      id
      lessonNumber
      lessonName {
        nl
        en
      }
      task
      dueOn
      note {
        nl
        en
      }
      forChild
      verses {
        ayah
        audioUrl
      }
      children {
        userChildId
        name
        username
        handInKind
        handedInAt
        isLate
        stars
        teacherNote
        recordings {
          id
          ayahFrom
          ayahTo
          contentType
          durationMs
          audioUrl
        }
      }
    }
  }
}
    `, {"hash":"sha256:606e6e55db01339977b640c0ee9d13309ff7d98ee08aecb86145f6de77514b16"}) as unknown as TypedDocumentString<GetGroupHomeworkQuery, GetGroupHomeworkQueryVariables>;
export const GetGroupProgressDocument = new TypedDocumentString(`
    query getGroupProgress($courseGroupId: ID!, $page: Int!) {
  groupProgress(courseGroupId: $courseGroupId) {
    childCount
    finalTestsHandedIn
    childPageSize
    childrenPerLesson {
      lessonNumber
      children
    }
    finishedPerWeek {
      weekStart
      lessons
    }
    children(page: $page) {
      userChildId
      name
      username
      lessonReached
      finishedLessons
      finalTest
      revisionBehind
    }
  }
}
    `, {"hash":"sha256:362edc79e63aaf0fcac0bb6533a2709c45a4e272794e1052628111fc0aea34a6"}) as unknown as TypedDocumentString<GetGroupProgressQuery, GetGroupProgressQueryVariables>;
export const GetStaffInboxDocument = new TypedDocumentString(`
    query getStaffInbox($courseGroupId: ID!, $unreadOnly: Boolean, $search: String, $after: String) {
  staffInbox(
    courseGroupId: $courseGroupId
    unreadOnly: $unreadOnly
    search: $search
    after: $after
  ) {
    total
    unread
    nextCursor
    entries {
      __typename
      ... on InboxText {
        id
        childId
        childName
        username
        lessonReached
        kind
        text
        sentAt
        readAt
        replies {
          message
          senderName
          createdAt
        }
      }
      ... on TeacherRecording {
        id
        childId
        childName
        username
        lessonNumber
        surahNumber
        ayahFrom
        ayahTo
        wordFrom
        wordTo
        durationMs
        audioUrl
        contentType
        sentAt
        readAt
        replies {
          message
          senderName
          createdAt
        }
      }
    }
  }
}
    `, {"hash":"sha256:337e15ccaf3c8eaf4ecac5af7a99efc133d5b04548867244ab3773146095501a"}) as unknown as TypedDocumentString<GetStaffInboxQuery, GetStaffInboxQueryVariables>;
export const GradeHomeworkDocument = new TypedDocumentString(`
    mutation gradeHomework($userChildId: ID!, $assignmentId: ID!, $stars: Int!, $note: String!) {
  gradeHomework(
    userChildId: $userChildId
    assignmentId: $assignmentId
    stars: $stars
    note: $note
  ) {
    stars
  }
}
    `, {"hash":"sha256:2165ae34b50560bc5555dea169dea9f8be7eed507c9f00e5fea3103967ac0d16"}) as unknown as TypedDocumentString<GradeHomeworkMutation, GradeHomeworkMutationVariables>;
export const MarkInboxTextReadDocument = new TypedDocumentString(`
    mutation markInboxTextRead($userChildId: ID!, $kind: TeacherTextKind!, $read: Boolean!) {
  markInboxTextRead(userChildId: $userChildId, kind: $kind, read: $read) {
    childId
    kind
    read
  }
}
    `, {"hash":"sha256:14ee179cb181c223a855051d8f37f5dc0874d97f98e0e96f5fd3b27da9273c14"}) as unknown as TypedDocumentString<MarkInboxTextReadMutation, MarkInboxTextReadMutationVariables>;
export const MarkRecordingHeardDocument = new TypedDocumentString(`
    mutation markRecordingHeard($userChildId: ID!, $recordingId: ID!, $heard: Boolean!) {
  markRecordingHeard(
    userChildId: $userChildId
    recordingId: $recordingId
    heard: $heard
  ) {
    id
    heard
  }
}
    `, {"hash":"sha256:1f7cbb48c41a7dbb1df603f517f83f5b4e943ca3b2e694446f12e4ee4781a030"}) as unknown as TypedDocumentString<MarkRecordingHeardMutation, MarkRecordingHeardMutationVariables>;
export const ReplyToChildTextDocument = new TypedDocumentString(`
    mutation replyToChildText($userChildId: ID!, $kind: TeacherTextKind!, $message: String!) {
  replyToChildText(userChildId: $userChildId, kind: $kind, message: $message) {
    messageId
  }
}
    `, {"hash":"sha256:75cd49412d89a77e61c991fd15857a1a4a306a55216a260ecccf2010a4171faf"}) as unknown as TypedDocumentString<ReplyToChildTextMutation, ReplyToChildTextMutationVariables>;
export const ReplyToRecordingDocument = new TypedDocumentString(`
    mutation replyToRecording($userChildId: ID!, $recordingId: ID!, $message: String!) {
  replyToRecording(
    userChildId: $userChildId
    recordingId: $recordingId
    message: $message
  ) {
    id
  }
}
    `, {"hash":"sha256:0da4d7d5163373b8e8603917dc56ed69e01439547266f27c0ce5f3c5f9394473"}) as unknown as TypedDocumentString<ReplyToRecordingMutation, ReplyToRecordingMutationVariables>;
export const SetHomeworkDocument = new TypedDocumentString(`
    mutation setHomework($courseGroupId: ID!, $lessonId: ID!, $task: HomeworkTask!, $dueOn: String!, $noteNl: String!, $noteEn: String!, $userChildId: ID) {
  setHomework(
    courseGroupId: $courseGroupId
    lessonId: $lessonId
    task: $task
    dueOn: $dueOn
    noteNl: $noteNl
    noteEn: $noteEn
    userChildId: $userChildId
  )
}
    `, {"hash":"sha256:a07cca963e93a2c8f4ba97868cfb8f3f2096ac3f7843d86fbbf5f9d7d56d7ae1"}) as unknown as TypedDocumentString<SetHomeworkMutation, SetHomeworkMutationVariables>;
export const AddAccomplishedAchievementDocument = new TypedDocumentString(`
    mutation addAccomplishedAchievement($userChildId: ID!, $achievementIds: [ID!]!) {
  addAccomplishedAchievement(
    userChildId: $userChildId
    achievementIds: $achievementIds
  ) {
    affectedRows
    lesson {
      id
      finished
      percentage
    }
  }
}
    `, {"hash":"sha256:b32bf1e85070bd438f034edb37b5b9b0bf0df8a38e64acb9c37fc0fa3eeb663a"}) as unknown as TypedDocumentString<AddAccomplishedAchievementMutation, AddAccomplishedAchievementMutationVariables>;
export const UpdateLessonProgressionDocument = new TypedDocumentString(`
    mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $timeProgress: Float!) {
  updateLessonProgression(
    userChildId: $userChildId
    lessonId: $lessonId
    timeProgress: $timeProgress
  ) {
    percentage
    timeProgress
    finished
  }
}
    `, {"hash":"sha256:d985e0a34daefc94d9da94c71db3b23fa70b72ce20d33bf4d78a43404c8678b7"}) as unknown as TypedDocumentString<UpdateLessonProgressionMutation, UpdateLessonProgressionMutationVariables>;
export const GradeRevisionDocument = new TypedDocumentString(`
    mutation gradeRevision($userChildId: ID!, $lessonId: ID!, $reviewId: ID!, $grade: RevisionGrade!, $reviewedAt: DateTime!) {
  gradeRevision(
    userChildId: $userChildId
    lessonId: $lessonId
    reviewId: $reviewId
    grade: $grade
    reviewedAt: $reviewedAt
  ) {
    lessonId
    due
    revisedAt
  }
}
    `, {"hash":"sha256:b02f84739752f28e36184d9c6e0abf78609061afbca97e72176393d55f1cd213"}) as unknown as TypedDocumentString<GradeRevisionMutation, GradeRevisionMutationVariables>;
export const GetStaffGroupsDocument = new TypedDocumentString(`
    query getStaffGroups {
  staffGroups {
    id
    name {
      nl
      en
    }
    courseName {
      nl
      en
    }
  }
}
    `, {"hash":"sha256:c488b401d6b8b70ba11d20fd7be7a7c70efa750dfc91cf46c3d6594aaa6d72d5"}) as unknown as TypedDocumentString<GetStaffGroupsQuery, GetStaffGroupsQueryVariables>;
export const SwitchRoleDocument = new TypedDocumentString(`
    mutation switchRole($to: SessionRole!) {
  switchRole(to: $to) {
    actingAs
  }
}
    `, {"hash":"sha256:b635fd53e56b95e13f8d2fd01c8bbf5b4ee0993aeba4f83a479fed76d5732fed"}) as unknown as TypedDocumentString<SwitchRoleMutation, SwitchRoleMutationVariables>;