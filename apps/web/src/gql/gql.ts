/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query getAvailability($showRawPayload: Boolean) {\n    availability(showRawPayload: $showRawPayload) {\n      courseId startsOn endsOn isActive maxProfiles profileCount canAddProfile rawPayload\n    }\n  }\n": typeof types.GetAvailabilityDocument,
    "\n  fragment ChildHomeworkPart on Query {\n    childHomework(userChildId: $userChildId) {\n      id\n      lessonId\n      lessonNumber\n      lessonName { nl en }\n      task\n      dueOn\n      note { nl en }\n      isLate\n      handIn { kind handedInAt stars teacherNote teacherName gradedAt }\n    }\n  }\n": typeof types.ChildHomeworkPartFragmentDoc,
    "\n  query getChildHomework($userChildId: ID!) { ...ChildHomeworkPart }\n": typeof types.GetChildHomeworkDocument,
    "\n  fragment FinalStepsPart on Query {\n    finalSteps(userChildId: $userChildId) {\n      testSetAt testSubmittedAt certificateAt questionCount answeredCount finalMessage finalMessageSentAt\n    }\n  }\n": typeof types.FinalStepsPartFragmentDoc,
    "\n  query getFinalSteps($userChildId: ID!) { ...FinalStepsPart }\n": typeof types.GetFinalStepsDocument,
    "\n  query getFriendshipsAwaiting {\n    subscription { id friendshipsAwaitingParents }\n  }\n": typeof types.GetFriendshipsAwaitingDocument,
    "\n  query getLessonPage($userChildId: ID!, $lessonId: ID!) {\n    ...AvatarPart\n    ...LessonPart\n  }\n": typeof types.GetLessonPageDocument,
    "\n  fragment SessionPart on Query {\n    session { actingAs staffKind hasFamily firstName }\n  }\n": typeof types.SessionPartFragmentDoc,
    "\n  query getSession { ...SessionPart }\n": typeof types.GetSessionDocument,
    "\n  query getSignedIn {\n    ...SessionPart\n    ...ViewerPart\n    ...SubscriptionPart\n  }\n": typeof types.GetSignedInDocument,
    "\n  query getStartPage($userChildId: ID!, $week: Int!) {\n    ...AvatarPart\n    ...ChildLessonsPart\n    ...UnreadMessageCountPart\n    ...FinalStepsPart\n    ...FactOfWeekPart\n    ...NewestAnnouncementPart\n    ...ChildHomeworkPart\n    ...ChildRevisionPart\n  }\n": typeof types.GetStartPageDocument,
    "\n  fragment SubscriptionPart on Query {\n    subscription {\n      id startsOn endsOn isActive isTrial maxProfiles\n      course { id name { nl en } }\n      teacherName\n      children { id username name avatar stars }\n    }\n    settings {\n      instituteName shopUrl shopRenewUrl termsUrl privacyUrl faqUrl contactUrl\n    }\n  }\n": typeof types.SubscriptionPartFragmentDoc,
    "\n  query getSubscription { ...SubscriptionPart }\n": typeof types.GetSubscriptionDocument,
    "\n  fragment ChildLessonsPart on Query {\n    childLessons(userChildId: $userChildId) {\n      stars\n      starTarget\n      lessons {\n        id lessonNumber surahNumber isLocked lockReason isNew isNext percentage finished\n        name { nl en }\n        label { nl en }\n        description { nl en }\n        achievements { id type accomplishedAt }\n      }\n    }\n  }\n": typeof types.ChildLessonsPartFragmentDoc,
    "\n  query getUserChildData($userChildId: ID!) { ...ChildLessonsPart }\n": typeof types.GetUserChildDataDocument,
    "\n  query getUserChildProfile($userChildId: ID!) {\n    childProfile(userChildId: $userChildId) {\n      child { id name username avatar stars createdAt }\n      favourites { ...FavouriteFields }\n      aboutMeSentAt\n    }\n  }\n": typeof types.GetUserChildProfileDocument,
    "\n  fragment ViewerPart on Query {\n    viewer { id hasPincode parentAreaOpenUntil pincodeResetOpenUntil }\n  }\n": typeof types.ViewerPartFragmentDoc,
    "\n  query getUser { ...ViewerPart }\n": typeof types.GetUserDocument,
    "\n  mutation setSpaciousReading($userChildId: ID!, $on: Boolean!) {\n    setSpaciousReading(userChildId: $userChildId, on: $on) { id spaciousReading }\n  }\n": typeof types.SetSpaciousReadingDocument,
    "\n  fragment FavouriteFields on Favourites {\n    favouriteBook favouriteFilm favouriteAnimal favouriteColor favouriteSport hero hobbies favouriteFood\n    dreamJob wish thankfullFor favoriteLesson favouriteSchoolSubject learnedAchievements favoriteSoerah aboutMe\n  }\n": typeof types.FavouriteFieldsFragmentDoc,
    "\n  mutation deleteUserChildrenUnlockable($userChildId: ID!, $type: String!) {\n    deleteUserChildrenUnlockable(userChildId: $userChildId, type: $type) { type createdAt }\n  }\n": typeof types.DeleteUserChildrenUnlockableDocument,
    "\n  query getCertificate($userChildId: ID!) {\n    certificate(userChildId: $userChildId) {\n      childName completedAt stars lessonsFinished lessonCount pdfUrl courseName { nl en }\n    }\n  }\n": typeof types.GetCertificateDocument,
    "\n  query getFinalTestQuestionsWithAnswers($userChildId: ID!) {\n    finalTestQuestionsWithAnswers(userChildId: $userChildId) {\n      id sequence result question { nl en } answer { nl en }\n    }\n    userChildrenUnlockables(userChildId: $userChildId) { type createdAt }\n    finalSteps(userChildId: $userChildId) { finalMessage finalMessageSentAt lessonsFinished lessonCount }\n  }\n": typeof types.GetFinalTestQuestionsWithAnswersDocument,
    "\n  query getFinalTestQuestions($userChildId: ID!) {\n    finalTestQuestions(userChildId: $userChildId) { id sequence result question { nl en } }\n  }\n": typeof types.GetFinalTestQuestionsDocument,
    "\n  mutation insertUserChildrenUnlockable($userChildId: ID!, $type: String!, $beforeLastLesson: Boolean) {\n    insertUserChildrenUnlockable(userChildId: $userChildId, type: $type, beforeLastLesson: $beforeLastLesson) {\n      type createdAt\n    }\n  }\n": typeof types.InsertUserChildrenUnlockableDocument,
    "\n  mutation sendFinalMessage($userChildId: ID!, $finalMessage: String!) {\n    sendFinalMessage(userChildId: $userChildId, finalMessage: $finalMessage) { finalMessage certificateAt }\n  }\n": typeof types.SendFinalMessageDocument,
    "\n  mutation submitFinalTest($userChildId: ID!) {\n    submitFinalTest(userChildId: $userChildId) { testSubmittedAt }\n  }\n": typeof types.SubmitFinalTestDocument,
    "\n  mutation upsertFinalTestResult($userChildId: ID!, $questionId: ID!, $result: String!) {\n    upsertFinalTestResult(userChildId: $userChildId, questionId: $questionId, result: $result) { id questionId result }\n  }\n": typeof types.UpsertFinalTestResultDocument,
    "\n  mutation approveFriendRequest($userChildId: ID!, $friendRequestId: ID!) {\n    approveFriendRequest(userChildId: $userChildId, friendRequestId: $friendRequestId) { id accepted }\n  }\n": typeof types.ApproveFriendRequestDocument,
    "\n  mutation deleteFriendRequest($userChildId: ID!, $requestId: ID!) {\n    deleteFriendRequest(userChildId: $userChildId, requestId: $requestId) { id accepted }\n  }\n": typeof types.DeleteFriendRequestDocument,
    "\n  query getActiveFriends($userChildId: ID!) {\n    activeFriends(userChildId: $userChildId) { id name username avatar friendRequestId }\n  }\n": typeof types.GetActiveFriendsDocument,
    "\n  query getFriendRequest($userChildId: ID!, $id: ID!) {\n    friendRequest(userChildId: $userChildId, id: $id) {\n      id accepted isFriendship isSent stars joiningDate lessonLevel\n      friend { id name username avatar }\n      favourites { ...FavouriteFields }\n    }\n  }\n": typeof types.GetFriendRequestDocument,
    "\n  query getFriendRequests($userChildId: ID!) {\n    friendRequests(userChildId: $userChildId) {\n      mayMakeFriends\n      sent { id createdAt friend { id name username avatar } }\n      received { id createdAt friend { id name username avatar } }\n      waitingForParents { id createdAt friend { id name username avatar } }\n    }\n  }\n": typeof types.GetFriendRequestsDocument,
    "\n  query getFriends($userChildId: ID!, $text: String!) {\n    friendSearch(userChildId: $userChildId, text: $text) { id name username avatar }\n  }\n": typeof types.GetFriendsDocument,
    "\n  mutation insertFriendRequest($userChildId: ID!, $receiverId: ID!) {\n    insertFriendRequest(userChildId: $userChildId, receiverId: $receiverId) { id accepted }\n  }\n": typeof types.InsertFriendRequestDocument,
    "\n  query getCourseIntroduction($userChildId: ID!) {\n    courseIntroduction(userChildId: $userChildId) { title { nl en } text { nl en } vimeoUrl hasLessonVideos }\n  }\n": typeof types.GetCourseIntroductionDocument,
    "\n  fragment LessonPart on Query {\n    lesson(userChildId: $userChildId, lessonId: $lessonId) {\n      id lessonNumber surahNumber isLocked lockReason finished percentage\n      name { nl en }\n      label { nl en }\n      achievements { id type accomplishedAt }\n      content {\n        text { nl en }\n        vimeoUrl videoUrl imageUrl\n        verses {\n          id ayahNumber verse pronunciation simplePronunciation { nl en } translation { nl en } audioUrl\n          wordTimings { startMs endMs }\n        }\n        words { id word meaning { nl en } }\n        quiz { question { nl en } options { nl en } answer }\n      }\n    }\n  }\n": typeof types.LessonPartFragmentDoc,
    "\n  query getLessonWithLock($userChildId: ID!, $lessonId: ID!) { ...LessonPart }\n": typeof types.GetLessonWithLockDocument,
    "\n  query getMaySendRecordings($userChildId: ID!) {\n    childMaySendRecordings(userChildId: $userChildId)\n  }\n": typeof types.GetMaySendRecordingsDocument,
    "\n  mutation unlockLessonWithPincode($userChildId: ID!, $lessonId: ID!, $pincode: String!) {\n    unlockLessonWithPincode(userChildId: $userChildId, lessonId: $lessonId, pincode: $pincode) {\n      pincode { isCorrect attemptsLeft lockedUntil }\n      lesson { id isLocked lockReason isNew isNext }\n    }\n  }\n": typeof types.UnlockLessonWithPincodeDocument,
    "\n  mutation updateViewCount($userChildId: ID!, $lessonId: ID!) {\n    updateViewCount(userChildId: $userChildId, lessonId: $lessonId) { affectedRows viewCount }\n  }\n": typeof types.UpdateViewCountDocument,
    "\n  query getDictionaryWords($userChildId: ID!) {\n    dictionaryWords(userChildId: $userChildId) {\n      id character word characterName { nl en } meaning { nl en }\n    }\n  }\n": typeof types.GetDictionaryWordsDocument,
    "\n  fragment FactOfWeekPart on Query {\n    factOfWeek(userChildId: $userChildId, week: $week) { id message { nl en } }\n  }\n": typeof types.FactOfWeekPartFragmentDoc,
    "\n  query getFactOfWeek($userChildId: ID!, $week: Int!) { ...FactOfWeekPart }\n": typeof types.GetFactOfWeekDocument,
    "\n  query getLibraryDownloads($userChildId: ID!) {\n    libraryDownloads(userChildId: $userChildId) {\n      id createdAt title { nl en }\n      files { language filename fileType sizeBytes url }\n    }\n  }\n": typeof types.GetLibraryDownloadsDocument,
    "\n  query getLibraryShelves($userChildId: ID!) {\n    libraryShelves(userChildId: $userChildId) { recitationCount videoCount }\n  }\n": typeof types.GetLibraryShelvesDocument,
    "\n  query getMedia($userChildId: ID!) {\n    media(userChildId: $userChildId) {\n      id kind number vimeoUrl videoUrl title { nl en }\n    }\n  }\n": typeof types.GetMediaDocument,
    "\n  fragment NewestAnnouncementPart on Query {\n    announcements(userChildId: $userChildId, limit: 1) { id title { nl en } description { nl en } createdAt }\n  }\n": typeof types.NewestAnnouncementPartFragmentDoc,
    "\n  query getNotifications($userChildId: ID!) { ...NewestAnnouncementPart }\n": typeof types.GetNotificationsDocument,
    "\n  query getPersonalDevelopments($userChildId: ID!) {\n    personalDevelopments(userChildId: $userChildId) {\n      id chapter image vimeoUrl title { nl en } subtitle { nl en } text { nl en }\n      attachment { id title { nl en } files { language filename fileType sizeBytes url } }\n    }\n  }\n": typeof types.GetPersonalDevelopmentsDocument,
    "\n  query getRecitations($userChildId: ID!) {\n    recitations(userChildId: $userChildId) {\n      id surahNumber image vimeoUrl title { nl en }\n      verses { ayahNumber verse pronunciation simplePronunciation { nl en } audioUrl wordTimings { startMs endMs } }\n    }\n  }\n": typeof types.GetRecitationsDocument,
    "\n  query getMessage($userChildId: ID!) {\n    messages(userChildId: $userChildId) {\n      id from title message opened senderName createdAt lessonNumber\n      lessonName { nl en }\n    }\n  }\n": typeof types.GetMessageDocument,
    "\n  fragment UnreadMessageCountPart on Query {\n    unreadMessageCount(userChildId: $userChildId)\n  }\n": typeof types.UnreadMessageCountPartFragmentDoc,
    "\n  query getUnreadMessageCount($userChildId: ID!) { ...UnreadMessageCountPart }\n": typeof types.GetUnreadMessageCountDocument,
    "\n  mutation markLessonMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markLessonMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n": typeof types.MarkLessonMessageAsReadDocument,
    "\n  mutation markMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n": typeof types.MarkMessageAsReadDocument,
    "\n  mutation upsertUsersChildDetails($userChildId: ID!, $aboutMe: String!) {\n    upsertUsersChildDetails(userChildId: $userChildId, aboutMe: $aboutMe) { aboutMe aboutMeSentAt }\n  }\n": typeof types.UpsertUsersChildDetailsDocument,
    "\n  mutation correctRevisionGrade($userChildId: ID!, $reviewId: ID!, $grade: RevisionGrade!) {\n    correctRevisionGrade(userChildId: $userChildId, reviewId: $reviewId, grade: $grade) { passage { lessonId } }\n  }\n": typeof types.CorrectRevisionGradeDocument,
    "\n  mutation deleteUserChild($userChildId: ID!, $username: String!) {\n    deleteUserChild(userChildId: $userChildId, username: $username)\n  }\n": typeof types.DeleteUserChildDocument,
    "\n  query getParentFriendships($userChildId: ID!) {\n    parentFriendships(userChildId: $userChildId) {\n      mayMakeFriends\n      friendships { id approvedByUs approvedByThem isFriendship friend { id name username avatar } }\n    }\n  }\n": typeof types.GetParentFriendshipsDocument,
    "\n  mutation decideFriendship($userChildId: ID!, $friendRequestId: ID!, $approve: Boolean!) {\n    decideFriendship(userChildId: $userChildId, friendRequestId: $friendRequestId, approve: $approve) {\n      id isFriendship\n    }\n  }\n": typeof types.DecideFriendshipDocument,
    "\n  mutation setChildMayMakeFriends($userChildId: ID!, $allowed: Boolean!) {\n    setChildMayMakeFriends(userChildId: $userChildId, allowed: $allowed)\n  }\n": typeof types.SetChildMayMakeFriendsDocument,
    "\n  query getChildDetails($userChildId: ID!) {\n    childProfile(userChildId: $userChildId) {\n      child { id name username avatar gender dateOfBirth openProfile }\n      favourites { ...FavouriteFields }\n      aboutMeSentAt\n    }\n  }\n": typeof types.GetChildDetailsDocument,
    "\n  query getChildProgression($userChildId: ID!) {\n    childProgression(userChildId: $userChildId) {\n      lessons {\n        lessonId lessonNumber percentage timeProgress viewCount finished finishedAt tasks tasksDone hasVideo\n        name { nl en }\n      }\n      weeks { week tasks }\n    }\n  }\n": typeof types.GetChildProgressionDocument,
    "\n  query getContactInformation {\n    contactInformation { address postcode city phone }\n  }\n": typeof types.GetContactInformationDocument,
    "\n  query getFamilyOverview {\n    familyOverview { id name username avatar stars lessonNumber lastActivityAt lessonName { nl en } }\n    availability { maxProfiles profileCount canAddProfile }\n    subscription { id }\n  }\n": typeof types.GetFamilyOverviewDocument,
    "\n  query getParentAccount {\n    parentAccount { id firstName lastName email relationToKid }\n    weeklyLetterSetting { isOn language }\n  }\n": typeof types.GetParentAccountDocument,
    "\n  query getParentLessons {\n    parentLessons { id lessonNumber surahNumber name { nl en } label { nl en } description { nl en } tips { nl en } }\n    courseContentStatus { lessonCount lessonsWithVideo verseCount versesWithRecitation versesInDutch }\n  }\n": typeof types.GetParentLessonsDocument,
    "\n  query getReview {\n    review { rating comment updatedAt }\n  }\n": typeof types.GetReviewDocument,
    "\n  query getRevisionHistory($userChildId: ID!) {\n    revisionHistory(userChildId: $userChildId) {\n      passage { lessonId due minutes name { nl en } }\n      recallNow\n      reviews { id grade gradedBy reviewedAt recallBefore correctedGrade correctedBy }\n    }\n    childRevision(userChildId: $userChildId) { minutesPerDay daysPerWeek }\n    child(userChildId: $userChildId) { id spaciousReading }\n  }\n": typeof types.GetRevisionHistoryDocument,
    "\n  query getTeacherConversation($userChildId: ID!) {\n    teacherConversation(userChildId: $userChildId) {\n      kind text sentAt\n      replies { message senderName createdAt }\n    }\n  }\n": typeof types.GetTeacherConversationDocument,
    "\n  query getUserChildrenUnlockables($userChildId: ID!) {\n    userChildrenUnlockables(userChildId: $userChildId) { type createdAt }\n  }\n": typeof types.GetUserChildrenUnlockablesDocument,
    "\n  mutation handInHomeworkTogether($userChildId: ID!, $assignmentId: ID!) {\n    handInHomeworkTogether(userChildId: $userChildId, assignmentId: $assignmentId) { id }\n  }\n": typeof types.HandInHomeworkTogetherDocument,
    "\n  mutation insertMessage($userChildId: ID!, $title: String!, $message: String!) {\n    insertMessage(userChildId: $userChildId, title: $title, message: $message) { id }\n  }\n": typeof types.InsertMessageDocument,
    "\n  mutation lockLesson($userChildId: ID!, $lessonId: ID!) {\n    lockLesson(userChildId: $userChildId, lessonId: $lessonId)\n  }\n": typeof types.LockLessonDocument,
    "\n  query getChildMaySendRecordings($userChildId: ID!) {\n    childMaySendRecordings(userChildId: $userChildId)\n    recordingRetention {\n      daysAfterHeard\n      daysUnheard\n    }\n  }\n": typeof types.GetChildMaySendRecordingsDocument,
    "\n  mutation setChildMaySendRecordings($userChildId: ID!, $allowed: Boolean!) {\n    setChildMaySendRecordings(userChildId: $userChildId, allowed: $allowed)\n  }\n": typeof types.SetChildMaySendRecordingsDocument,
    "\n  mutation resetPincode($newSecretKey: String!) {\n    resetPincode(newSecretKey: $newSecretKey) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil }\n  }\n": typeof types.ResetPincodeDocument,
    "\n  mutation setRevisionPlan($userChildId: ID!, $minutesPerDay: Int!, $daysPerWeek: Int!) {\n    setRevisionPlan(userChildId: $userChildId, minutesPerDay: $minutesPerDay, daysPerWeek: $daysPerWeek) {\n      minutesPerDay daysPerWeek\n    }\n  }\n": typeof types.SetRevisionPlanDocument,
    "\n  mutation setWeeklyLetter($isOn: Boolean!, $language: Language!) {\n    setWeeklyLetter(isOn: $isOn, language: $language) { isOn language }\n  }\n": typeof types.SetWeeklyLetterDocument,
    "\n  mutation unlockLesson($userChildId: ID!, $lessonId: ID!) {\n    unlockLesson(userChildId: $userChildId, lessonId: $lessonId) { id isLocked lockReason isNew isNext }\n  }\n": typeof types.UnlockLessonDocument,
    "\n  mutation updateChildDetails($userChildId: ID!, $input: ParentChildInput!, $details: ParentFavouritesInput!) {\n    updateChildDetails(userChildId: $userChildId, input: $input, details: $details)\n  }\n": typeof types.UpdateChildDetailsDocument,
    "\n  mutation updateContactInformation($input: ContactInformationInput!) {\n    updateContactInformation(input: $input) { address postcode city phone }\n  }\n": typeof types.UpdateContactInformationDocument,
    "\n  mutation updateRelationToKid($relationToKid: String!) {\n    updateRelationToKid(relationToKid: $relationToKid) { id relationToKid }\n  }\n": typeof types.UpdateRelationToKidDocument,
    "\n  mutation updateUnlockKey($currentSecretKey: String, $newSecretKey: String!) {\n    updateUnlockKey(currentSecretKey: $currentSecretKey, newSecretKey: $newSecretKey) {\n      isCorrect attemptsLeft lockedUntil parentAreaOpenUntil\n    }\n  }\n": typeof types.UpdateUnlockKeyDocument,
    "\n  mutation upsertReview($rating: Int!, $comment: String) {\n    upsertReview(rating: $rating, comment: $comment) { rating comment updatedAt }\n  }\n": typeof types.UpsertReviewDocument,
    "\n  mutation validatePincode($pincode: String!) {\n    validatePincode(pincode: $pincode) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil }\n  }\n": typeof types.ValidatePincodeDocument,
    "\n  mutation createUserChild($input: CreateUserChildInput!) {\n    createUserChild(input: $input) { id username name avatar stars }\n  }\n": typeof types.CreateUserChildDocument,
    "\n  fragment AvatarPart on Query {\n    child(userChildId: $userChildId) { id avatar username name stars spaciousReading }\n  }\n": typeof types.AvatarPartFragmentDoc,
    "\n  query getAvatar($userChildId: ID!) { ...AvatarPart }\n": typeof types.GetAvatarDocument,
    "\n  mutation updateUserChild($userChildId: ID!, $child: UserChildSetInput!, $details: FavouritesInput!) {\n    updateUserChild(userChildId: $userChildId, child: $child, details: $details) {\n      child { id name }\n    }\n  }\n": typeof types.UpdateUserChildDocument,
    "\n  fragment ChildRevisionPart on Query {\n    childRevision(userChildId: $userChildId) {\n      passages { lessonId surahNumber due minutes revisedAt name { nl en } }\n      minutesPerDay\n      daysPerWeek\n      revisedDays\n    }\n  }\n": typeof types.ChildRevisionPartFragmentDoc,
    "\n  query getChildRevision($userChildId: ID!) { ...ChildRevisionPart }\n": typeof types.GetChildRevisionDocument,
    "\n  query getRevisionPassage($userChildId: ID!, $lessonId: ID!) {\n    lesson(userChildId: $userChildId, lessonId: $lessonId) {\n      id\n      name { nl en }\n      content { verses { id ayahNumber verse } }\n    }\n  }\n": typeof types.GetRevisionPassageDocument,
    "\n  mutation discardLessonDraft($lessonId: ID!) {\n    discardLessonDraft(lessonId: $lessonId) { id }\n  }\n": typeof types.DiscardLessonDraftDocument,
    "\n  query getContentSources {\n    contentSources { key kind name notice licence url importedAt }\n  }\n": typeof types.GetContentSourcesDocument,
    "\n  query getCourseVerseKeys {\n    courseVerseKeys\n  }\n": typeof types.GetCourseVerseKeysDocument,
    "\n  query getQuranSurahs {\n    quranSurahs { number name meaning verseCount }\n  }\n": typeof types.GetQuranSurahsDocument,
    "\n  query getStaffLesson($lessonId: ID!) {\n    staffLesson(lessonId: $lessonId) {\n      summary { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }\n      lesson imageUrl surahWords\n      verses { id ayahNumber verse pronunciation translation { nl en } audioUrl wordTimings { startMs endMs } }\n      versions { version publishedAt publishedBy changedFields }\n    }\n  }\n": typeof types.GetStaffLessonDocument,
    "\n  query getStaffLessons {\n    staffLessons { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }\n  }\n": typeof types.GetStaffLessonsDocument,
    "\n  query getStaffNewLesson($surah: Int!) {\n    staffNewLesson(surah: $surah) {\n      summary { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }\n      lesson imageUrl surahWords\n      verses { id ayahNumber verse pronunciation translation { nl en } audioUrl wordTimings { startMs endMs } }\n      versions { version publishedAt publishedBy changedFields }\n    }\n  }\n": typeof types.GetStaffNewLessonDocument,
    "\n  mutation publishLesson($lessonId: ID!) {\n    publishLesson(lessonId: $lessonId) { id version }\n  }\n": typeof types.PublishLessonDocument,
    "\n  mutation recordRecitationCredit($name: String!, $notice: String!, $licence: String!) {\n    recordRecitationCredit(name: $name, notice: $notice, licence: $licence) { key }\n  }\n": typeof types.RecordRecitationCreditDocument,
    "\n  mutation restoreLessonVersion($lessonId: ID!, $version: Int!) {\n    restoreLessonVersion(lessonId: $lessonId, version: $version) { id version }\n  }\n": typeof types.RestoreLessonVersionDocument,
    "\n  mutation saveLessonDraft($lessonId: ID, $lesson: JSON!) {\n    saveLessonDraft(lessonId: $lessonId, lesson: $lesson) { id hasDraft }\n  }\n": typeof types.SaveLessonDraftDocument,
    "\n  mutation assignTeacher($userId: ID!, $courseGroupId: ID!, $assigned: Boolean!) {\n    assignTeacher(userId: $userId, courseGroupId: $courseGroupId, assigned: $assigned) { assigned }\n  }\n": typeof types.AssignTeacherDocument,
    "\n  mutation endSubscription($subscriptionId: ID!, $reason: String!) {\n    endSubscription(subscriptionId: $subscriptionId, reason: $reason) { id endsOn status }\n  }\n": typeof types.EndSubscriptionDocument,
    "\n  mutation extendSubscription($subscriptionId: ID!, $days: Int!, $reason: String!) {\n    extendSubscription(subscriptionId: $subscriptionId, days: $days, reason: $reason) { id endsOn status }\n  }\n": typeof types.ExtendSubscriptionDocument,
    "\n  query getStaffAudit($page: Int!) {\n    staffAudit(page: $page) { total pageSize entries { id createdAt actor action subject details } }\n  }\n": typeof types.GetStaffAuditDocument,
    "\n  query getStaffMembers {\n    staffMembers { userId firstName lastName email kind groupIds }\n  }\n": typeof types.GetStaffMembersDocument,
    "\n  query getStaffReviews {\n    staffReviews { average count distribution comments { rating comment updatedAt } }\n  }\n": typeof types.GetStaffReviewsDocument,
    "\n  query getStaffSubscriptions($page: Int!, $search: String!, $status: SubscriptionStatus) {\n    staffSubscriptions(page: $page, search: $search, status: $status) {\n      total pageSize\n      subscriptions { id email parentName groupName { nl en } profileCount maxProfiles startsOn endsOn status }\n    }\n  }\n": typeof types.GetStaffSubscriptionsDocument,
    "\n  query getStaffAnnouncements($courseGroupId: ID!) {\n    staffAnnouncements(courseGroupId: $courseGroupId) {\n      id state publishOn showUntil updatedAt title { nl en } description { nl en }\n    }\n  }\n": typeof types.GetStaffAnnouncementsDocument,
    "\n  query getStaffWeeklyFacts($courseGroupId: ID!) {\n    staffWeeklyFacts(courseGroupId: $courseGroupId) { id sequence state publishOn updatedAt message { nl en } }\n  }\n": typeof types.GetStaffWeeklyFactsDocument,
    "\n  mutation saveAnnouncement(\n    $courseGroupId: ID!, $id: ID, $titleNl: String!, $titleEn: String!,\n    $descriptionNl: String!, $descriptionEn: String!, $publishOn: String!, $showUntil: String\n  ) {\n    saveAnnouncement(\n      courseGroupId: $courseGroupId, id: $id, titleNl: $titleNl, titleEn: $titleEn,\n      descriptionNl: $descriptionNl, descriptionEn: $descriptionEn, publishOn: $publishOn, showUntil: $showUntil\n    ) { id }\n  }\n": typeof types.SaveAnnouncementDocument,
    "\n  mutation saveWeeklyFact($courseGroupId: ID!, $id: ID, $messageNl: String!, $messageEn: String!, $publishOn: String!) {\n    saveWeeklyFact(\n      courseGroupId: $courseGroupId, id: $id, messageNl: $messageNl, messageEn: $messageEn, publishOn: $publishOn\n    ) { id }\n  }\n": typeof types.SaveWeeklyFactDocument,
    "\n  mutation setAnnouncementState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {\n    setAnnouncementState(courseGroupId: $courseGroupId, id: $id, state: $state) { id state }\n  }\n": typeof types.SetAnnouncementStateDocument,
    "\n  mutation setWeeklyFactState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {\n    setWeeklyFactState(courseGroupId: $courseGroupId, id: $id, state: $state) { id state }\n  }\n": typeof types.SetWeeklyFactStateDocument,
    "\n  mutation teacherCorrectRevisionGrade($userChildId: ID!, $reviewId: ID!, $grade: RevisionGrade!) {\n    teacherCorrectRevisionGrade(userChildId: $userChildId, reviewId: $reviewId, grade: $grade) { username }\n  }\n": typeof types.TeacherCorrectRevisionGradeDocument,
    "\n  query getTeacherChildRevision($userChildId: ID!) {\n    teacherChildRevision(userChildId: $userChildId) {\n      name username\n      passages {\n        passage { lessonId due name { nl en } }\n        recallNow\n        reviews { id grade gradedBy reviewedAt correctedGrade correctedBy }\n      }\n    }\n  }\n": typeof types.GetTeacherChildRevisionDocument,
    "\n  query getGroupHomework($courseGroupId: ID!) {\n    groupHomework(courseGroupId: $courseGroupId) {\n      lessons { id lessonNumber name { nl en } }\n      children { id name username }\n      assignments {\n        id lessonNumber lessonName { nl en } task dueOn note { nl en } forChild\n        verses { ayah audioUrl }\n        children {\n          userChildId name username handInKind handedInAt isLate stars teacherNote\n          recordings { id ayahFrom ayahTo contentType durationMs audioUrl }\n        }\n      }\n    }\n  }\n": typeof types.GetGroupHomeworkDocument,
    "\n  query getGroupProgress($courseGroupId: ID!, $page: Int!) {\n    groupProgress(courseGroupId: $courseGroupId) {\n      childCount finalTestsHandedIn childPageSize\n      childrenPerLesson { lessonNumber children }\n      finishedPerWeek { weekStart lessons }\n      children(page: $page) { userChildId name username lessonReached finishedLessons finalTest revisionBehind }\n    }\n  }\n": typeof types.GetGroupProgressDocument,
    "\n  query getStaffInbox($courseGroupId: ID!, $unreadOnly: Boolean, $search: String, $after: String) {\n    staffInbox(courseGroupId: $courseGroupId, unreadOnly: $unreadOnly, search: $search, after: $after) {\n      total unread nextCursor\n      entries {\n        __typename\n        ... on InboxText {\n          id childId childName username lessonReached kind text sentAt readAt\n          replies { message senderName createdAt }\n        }\n        ... on TeacherRecording {\n          id childId childName username lessonNumber surahNumber ayahFrom ayahTo wordFrom wordTo durationMs\n          audioUrl contentType sentAt readAt replies { message senderName createdAt }\n        }\n      }\n    }\n  }\n": typeof types.GetStaffInboxDocument,
    "\n  mutation gradeHomework($userChildId: ID!, $assignmentId: ID!, $stars: Int!, $note: String!) {\n    gradeHomework(userChildId: $userChildId, assignmentId: $assignmentId, stars: $stars, note: $note) { stars }\n  }\n": typeof types.GradeHomeworkDocument,
    "\n  mutation markInboxTextRead($userChildId: ID!, $kind: TeacherTextKind!, $read: Boolean!) {\n    markInboxTextRead(userChildId: $userChildId, kind: $kind, read: $read) { childId kind read }\n  }\n": typeof types.MarkInboxTextReadDocument,
    "\n  mutation markRecordingHeard($userChildId: ID!, $recordingId: ID!, $heard: Boolean!) {\n    markRecordingHeard(userChildId: $userChildId, recordingId: $recordingId, heard: $heard) { id heard }\n  }\n": typeof types.MarkRecordingHeardDocument,
    "\n  mutation replyToChildText($userChildId: ID!, $kind: TeacherTextKind!, $message: String!) {\n    replyToChildText(userChildId: $userChildId, kind: $kind, message: $message) { messageId }\n  }\n": typeof types.ReplyToChildTextDocument,
    "\n  mutation replyToRecording($userChildId: ID!, $recordingId: ID!, $message: String!) {\n    replyToRecording(userChildId: $userChildId, recordingId: $recordingId, message: $message) { id }\n  }\n": typeof types.ReplyToRecordingDocument,
    "\n  mutation setHomework(\n    $courseGroupId: ID!\n    $lessonId: ID!\n    $task: HomeworkTask!\n    $dueOn: String!\n    $noteNl: String!\n    $noteEn: String!\n    $userChildId: ID\n  ) {\n    setHomework(\n      courseGroupId: $courseGroupId\n      lessonId: $lessonId\n      task: $task\n      dueOn: $dueOn\n      noteNl: $noteNl\n      noteEn: $noteEn\n      userChildId: $userChildId\n    )\n  }\n": typeof types.SetHomeworkDocument,
    "\n  mutation addAccomplishedAchievement($userChildId: ID!, $achievementIds: [ID!]!) {\n    addAccomplishedAchievement(userChildId: $userChildId, achievementIds: $achievementIds) {\n      affectedRows\n      lesson { id finished percentage }\n    }\n  }\n": typeof types.AddAccomplishedAchievementDocument,
    "\n  mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $timeProgress: Float!) {\n    updateLessonProgression(userChildId: $userChildId, lessonId: $lessonId, timeProgress: $timeProgress) {\n      percentage timeProgress finished\n    }\n  }\n": typeof types.UpdateLessonProgressionDocument,
    "\n  mutation gradeRevision($userChildId: ID!, $lessonId: ID!, $reviewId: ID!, $grade: RevisionGrade!, $reviewedAt: DateTime!) {\n    gradeRevision(userChildId: $userChildId, lessonId: $lessonId, reviewId: $reviewId, grade: $grade, reviewedAt: $reviewedAt) {\n      lessonId due revisedAt\n    }\n  }\n": typeof types.GradeRevisionDocument,
    "\n  query getStaffGroups {\n    staffGroups { id name { nl en } courseName { nl en } }\n  }\n": typeof types.GetStaffGroupsDocument,
    "\n  mutation switchRole($to: SessionRole!) {\n    switchRole(to: $to) { actingAs }\n  }\n": typeof types.SwitchRoleDocument,
};
const documents: Documents = {
    "\n  query getAvailability($showRawPayload: Boolean) {\n    availability(showRawPayload: $showRawPayload) {\n      courseId startsOn endsOn isActive maxProfiles profileCount canAddProfile rawPayload\n    }\n  }\n": types.GetAvailabilityDocument,
    "\n  fragment ChildHomeworkPart on Query {\n    childHomework(userChildId: $userChildId) {\n      id\n      lessonId\n      lessonNumber\n      lessonName { nl en }\n      task\n      dueOn\n      note { nl en }\n      isLate\n      handIn { kind handedInAt stars teacherNote teacherName gradedAt }\n    }\n  }\n": types.ChildHomeworkPartFragmentDoc,
    "\n  query getChildHomework($userChildId: ID!) { ...ChildHomeworkPart }\n": types.GetChildHomeworkDocument,
    "\n  fragment FinalStepsPart on Query {\n    finalSteps(userChildId: $userChildId) {\n      testSetAt testSubmittedAt certificateAt questionCount answeredCount finalMessage finalMessageSentAt\n    }\n  }\n": types.FinalStepsPartFragmentDoc,
    "\n  query getFinalSteps($userChildId: ID!) { ...FinalStepsPart }\n": types.GetFinalStepsDocument,
    "\n  query getFriendshipsAwaiting {\n    subscription { id friendshipsAwaitingParents }\n  }\n": types.GetFriendshipsAwaitingDocument,
    "\n  query getLessonPage($userChildId: ID!, $lessonId: ID!) {\n    ...AvatarPart\n    ...LessonPart\n  }\n": types.GetLessonPageDocument,
    "\n  fragment SessionPart on Query {\n    session { actingAs staffKind hasFamily firstName }\n  }\n": types.SessionPartFragmentDoc,
    "\n  query getSession { ...SessionPart }\n": types.GetSessionDocument,
    "\n  query getSignedIn {\n    ...SessionPart\n    ...ViewerPart\n    ...SubscriptionPart\n  }\n": types.GetSignedInDocument,
    "\n  query getStartPage($userChildId: ID!, $week: Int!) {\n    ...AvatarPart\n    ...ChildLessonsPart\n    ...UnreadMessageCountPart\n    ...FinalStepsPart\n    ...FactOfWeekPart\n    ...NewestAnnouncementPart\n    ...ChildHomeworkPart\n    ...ChildRevisionPart\n  }\n": types.GetStartPageDocument,
    "\n  fragment SubscriptionPart on Query {\n    subscription {\n      id startsOn endsOn isActive isTrial maxProfiles\n      course { id name { nl en } }\n      teacherName\n      children { id username name avatar stars }\n    }\n    settings {\n      instituteName shopUrl shopRenewUrl termsUrl privacyUrl faqUrl contactUrl\n    }\n  }\n": types.SubscriptionPartFragmentDoc,
    "\n  query getSubscription { ...SubscriptionPart }\n": types.GetSubscriptionDocument,
    "\n  fragment ChildLessonsPart on Query {\n    childLessons(userChildId: $userChildId) {\n      stars\n      starTarget\n      lessons {\n        id lessonNumber surahNumber isLocked lockReason isNew isNext percentage finished\n        name { nl en }\n        label { nl en }\n        description { nl en }\n        achievements { id type accomplishedAt }\n      }\n    }\n  }\n": types.ChildLessonsPartFragmentDoc,
    "\n  query getUserChildData($userChildId: ID!) { ...ChildLessonsPart }\n": types.GetUserChildDataDocument,
    "\n  query getUserChildProfile($userChildId: ID!) {\n    childProfile(userChildId: $userChildId) {\n      child { id name username avatar stars createdAt }\n      favourites { ...FavouriteFields }\n      aboutMeSentAt\n    }\n  }\n": types.GetUserChildProfileDocument,
    "\n  fragment ViewerPart on Query {\n    viewer { id hasPincode parentAreaOpenUntil pincodeResetOpenUntil }\n  }\n": types.ViewerPartFragmentDoc,
    "\n  query getUser { ...ViewerPart }\n": types.GetUserDocument,
    "\n  mutation setSpaciousReading($userChildId: ID!, $on: Boolean!) {\n    setSpaciousReading(userChildId: $userChildId, on: $on) { id spaciousReading }\n  }\n": types.SetSpaciousReadingDocument,
    "\n  fragment FavouriteFields on Favourites {\n    favouriteBook favouriteFilm favouriteAnimal favouriteColor favouriteSport hero hobbies favouriteFood\n    dreamJob wish thankfullFor favoriteLesson favouriteSchoolSubject learnedAchievements favoriteSoerah aboutMe\n  }\n": types.FavouriteFieldsFragmentDoc,
    "\n  mutation deleteUserChildrenUnlockable($userChildId: ID!, $type: String!) {\n    deleteUserChildrenUnlockable(userChildId: $userChildId, type: $type) { type createdAt }\n  }\n": types.DeleteUserChildrenUnlockableDocument,
    "\n  query getCertificate($userChildId: ID!) {\n    certificate(userChildId: $userChildId) {\n      childName completedAt stars lessonsFinished lessonCount pdfUrl courseName { nl en }\n    }\n  }\n": types.GetCertificateDocument,
    "\n  query getFinalTestQuestionsWithAnswers($userChildId: ID!) {\n    finalTestQuestionsWithAnswers(userChildId: $userChildId) {\n      id sequence result question { nl en } answer { nl en }\n    }\n    userChildrenUnlockables(userChildId: $userChildId) { type createdAt }\n    finalSteps(userChildId: $userChildId) { finalMessage finalMessageSentAt lessonsFinished lessonCount }\n  }\n": types.GetFinalTestQuestionsWithAnswersDocument,
    "\n  query getFinalTestQuestions($userChildId: ID!) {\n    finalTestQuestions(userChildId: $userChildId) { id sequence result question { nl en } }\n  }\n": types.GetFinalTestQuestionsDocument,
    "\n  mutation insertUserChildrenUnlockable($userChildId: ID!, $type: String!, $beforeLastLesson: Boolean) {\n    insertUserChildrenUnlockable(userChildId: $userChildId, type: $type, beforeLastLesson: $beforeLastLesson) {\n      type createdAt\n    }\n  }\n": types.InsertUserChildrenUnlockableDocument,
    "\n  mutation sendFinalMessage($userChildId: ID!, $finalMessage: String!) {\n    sendFinalMessage(userChildId: $userChildId, finalMessage: $finalMessage) { finalMessage certificateAt }\n  }\n": types.SendFinalMessageDocument,
    "\n  mutation submitFinalTest($userChildId: ID!) {\n    submitFinalTest(userChildId: $userChildId) { testSubmittedAt }\n  }\n": types.SubmitFinalTestDocument,
    "\n  mutation upsertFinalTestResult($userChildId: ID!, $questionId: ID!, $result: String!) {\n    upsertFinalTestResult(userChildId: $userChildId, questionId: $questionId, result: $result) { id questionId result }\n  }\n": types.UpsertFinalTestResultDocument,
    "\n  mutation approveFriendRequest($userChildId: ID!, $friendRequestId: ID!) {\n    approveFriendRequest(userChildId: $userChildId, friendRequestId: $friendRequestId) { id accepted }\n  }\n": types.ApproveFriendRequestDocument,
    "\n  mutation deleteFriendRequest($userChildId: ID!, $requestId: ID!) {\n    deleteFriendRequest(userChildId: $userChildId, requestId: $requestId) { id accepted }\n  }\n": types.DeleteFriendRequestDocument,
    "\n  query getActiveFriends($userChildId: ID!) {\n    activeFriends(userChildId: $userChildId) { id name username avatar friendRequestId }\n  }\n": types.GetActiveFriendsDocument,
    "\n  query getFriendRequest($userChildId: ID!, $id: ID!) {\n    friendRequest(userChildId: $userChildId, id: $id) {\n      id accepted isFriendship isSent stars joiningDate lessonLevel\n      friend { id name username avatar }\n      favourites { ...FavouriteFields }\n    }\n  }\n": types.GetFriendRequestDocument,
    "\n  query getFriendRequests($userChildId: ID!) {\n    friendRequests(userChildId: $userChildId) {\n      mayMakeFriends\n      sent { id createdAt friend { id name username avatar } }\n      received { id createdAt friend { id name username avatar } }\n      waitingForParents { id createdAt friend { id name username avatar } }\n    }\n  }\n": types.GetFriendRequestsDocument,
    "\n  query getFriends($userChildId: ID!, $text: String!) {\n    friendSearch(userChildId: $userChildId, text: $text) { id name username avatar }\n  }\n": types.GetFriendsDocument,
    "\n  mutation insertFriendRequest($userChildId: ID!, $receiverId: ID!) {\n    insertFriendRequest(userChildId: $userChildId, receiverId: $receiverId) { id accepted }\n  }\n": types.InsertFriendRequestDocument,
    "\n  query getCourseIntroduction($userChildId: ID!) {\n    courseIntroduction(userChildId: $userChildId) { title { nl en } text { nl en } vimeoUrl hasLessonVideos }\n  }\n": types.GetCourseIntroductionDocument,
    "\n  fragment LessonPart on Query {\n    lesson(userChildId: $userChildId, lessonId: $lessonId) {\n      id lessonNumber surahNumber isLocked lockReason finished percentage\n      name { nl en }\n      label { nl en }\n      achievements { id type accomplishedAt }\n      content {\n        text { nl en }\n        vimeoUrl videoUrl imageUrl\n        verses {\n          id ayahNumber verse pronunciation simplePronunciation { nl en } translation { nl en } audioUrl\n          wordTimings { startMs endMs }\n        }\n        words { id word meaning { nl en } }\n        quiz { question { nl en } options { nl en } answer }\n      }\n    }\n  }\n": types.LessonPartFragmentDoc,
    "\n  query getLessonWithLock($userChildId: ID!, $lessonId: ID!) { ...LessonPart }\n": types.GetLessonWithLockDocument,
    "\n  query getMaySendRecordings($userChildId: ID!) {\n    childMaySendRecordings(userChildId: $userChildId)\n  }\n": types.GetMaySendRecordingsDocument,
    "\n  mutation unlockLessonWithPincode($userChildId: ID!, $lessonId: ID!, $pincode: String!) {\n    unlockLessonWithPincode(userChildId: $userChildId, lessonId: $lessonId, pincode: $pincode) {\n      pincode { isCorrect attemptsLeft lockedUntil }\n      lesson { id isLocked lockReason isNew isNext }\n    }\n  }\n": types.UnlockLessonWithPincodeDocument,
    "\n  mutation updateViewCount($userChildId: ID!, $lessonId: ID!) {\n    updateViewCount(userChildId: $userChildId, lessonId: $lessonId) { affectedRows viewCount }\n  }\n": types.UpdateViewCountDocument,
    "\n  query getDictionaryWords($userChildId: ID!) {\n    dictionaryWords(userChildId: $userChildId) {\n      id character word characterName { nl en } meaning { nl en }\n    }\n  }\n": types.GetDictionaryWordsDocument,
    "\n  fragment FactOfWeekPart on Query {\n    factOfWeek(userChildId: $userChildId, week: $week) { id message { nl en } }\n  }\n": types.FactOfWeekPartFragmentDoc,
    "\n  query getFactOfWeek($userChildId: ID!, $week: Int!) { ...FactOfWeekPart }\n": types.GetFactOfWeekDocument,
    "\n  query getLibraryDownloads($userChildId: ID!) {\n    libraryDownloads(userChildId: $userChildId) {\n      id createdAt title { nl en }\n      files { language filename fileType sizeBytes url }\n    }\n  }\n": types.GetLibraryDownloadsDocument,
    "\n  query getLibraryShelves($userChildId: ID!) {\n    libraryShelves(userChildId: $userChildId) { recitationCount videoCount }\n  }\n": types.GetLibraryShelvesDocument,
    "\n  query getMedia($userChildId: ID!) {\n    media(userChildId: $userChildId) {\n      id kind number vimeoUrl videoUrl title { nl en }\n    }\n  }\n": types.GetMediaDocument,
    "\n  fragment NewestAnnouncementPart on Query {\n    announcements(userChildId: $userChildId, limit: 1) { id title { nl en } description { nl en } createdAt }\n  }\n": types.NewestAnnouncementPartFragmentDoc,
    "\n  query getNotifications($userChildId: ID!) { ...NewestAnnouncementPart }\n": types.GetNotificationsDocument,
    "\n  query getPersonalDevelopments($userChildId: ID!) {\n    personalDevelopments(userChildId: $userChildId) {\n      id chapter image vimeoUrl title { nl en } subtitle { nl en } text { nl en }\n      attachment { id title { nl en } files { language filename fileType sizeBytes url } }\n    }\n  }\n": types.GetPersonalDevelopmentsDocument,
    "\n  query getRecitations($userChildId: ID!) {\n    recitations(userChildId: $userChildId) {\n      id surahNumber image vimeoUrl title { nl en }\n      verses { ayahNumber verse pronunciation simplePronunciation { nl en } audioUrl wordTimings { startMs endMs } }\n    }\n  }\n": types.GetRecitationsDocument,
    "\n  query getMessage($userChildId: ID!) {\n    messages(userChildId: $userChildId) {\n      id from title message opened senderName createdAt lessonNumber\n      lessonName { nl en }\n    }\n  }\n": types.GetMessageDocument,
    "\n  fragment UnreadMessageCountPart on Query {\n    unreadMessageCount(userChildId: $userChildId)\n  }\n": types.UnreadMessageCountPartFragmentDoc,
    "\n  query getUnreadMessageCount($userChildId: ID!) { ...UnreadMessageCountPart }\n": types.GetUnreadMessageCountDocument,
    "\n  mutation markLessonMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markLessonMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n": types.MarkLessonMessageAsReadDocument,
    "\n  mutation markMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n": types.MarkMessageAsReadDocument,
    "\n  mutation upsertUsersChildDetails($userChildId: ID!, $aboutMe: String!) {\n    upsertUsersChildDetails(userChildId: $userChildId, aboutMe: $aboutMe) { aboutMe aboutMeSentAt }\n  }\n": types.UpsertUsersChildDetailsDocument,
    "\n  mutation correctRevisionGrade($userChildId: ID!, $reviewId: ID!, $grade: RevisionGrade!) {\n    correctRevisionGrade(userChildId: $userChildId, reviewId: $reviewId, grade: $grade) { passage { lessonId } }\n  }\n": types.CorrectRevisionGradeDocument,
    "\n  mutation deleteUserChild($userChildId: ID!, $username: String!) {\n    deleteUserChild(userChildId: $userChildId, username: $username)\n  }\n": types.DeleteUserChildDocument,
    "\n  query getParentFriendships($userChildId: ID!) {\n    parentFriendships(userChildId: $userChildId) {\n      mayMakeFriends\n      friendships { id approvedByUs approvedByThem isFriendship friend { id name username avatar } }\n    }\n  }\n": types.GetParentFriendshipsDocument,
    "\n  mutation decideFriendship($userChildId: ID!, $friendRequestId: ID!, $approve: Boolean!) {\n    decideFriendship(userChildId: $userChildId, friendRequestId: $friendRequestId, approve: $approve) {\n      id isFriendship\n    }\n  }\n": types.DecideFriendshipDocument,
    "\n  mutation setChildMayMakeFriends($userChildId: ID!, $allowed: Boolean!) {\n    setChildMayMakeFriends(userChildId: $userChildId, allowed: $allowed)\n  }\n": types.SetChildMayMakeFriendsDocument,
    "\n  query getChildDetails($userChildId: ID!) {\n    childProfile(userChildId: $userChildId) {\n      child { id name username avatar gender dateOfBirth openProfile }\n      favourites { ...FavouriteFields }\n      aboutMeSentAt\n    }\n  }\n": types.GetChildDetailsDocument,
    "\n  query getChildProgression($userChildId: ID!) {\n    childProgression(userChildId: $userChildId) {\n      lessons {\n        lessonId lessonNumber percentage timeProgress viewCount finished finishedAt tasks tasksDone hasVideo\n        name { nl en }\n      }\n      weeks { week tasks }\n    }\n  }\n": types.GetChildProgressionDocument,
    "\n  query getContactInformation {\n    contactInformation { address postcode city phone }\n  }\n": types.GetContactInformationDocument,
    "\n  query getFamilyOverview {\n    familyOverview { id name username avatar stars lessonNumber lastActivityAt lessonName { nl en } }\n    availability { maxProfiles profileCount canAddProfile }\n    subscription { id }\n  }\n": types.GetFamilyOverviewDocument,
    "\n  query getParentAccount {\n    parentAccount { id firstName lastName email relationToKid }\n    weeklyLetterSetting { isOn language }\n  }\n": types.GetParentAccountDocument,
    "\n  query getParentLessons {\n    parentLessons { id lessonNumber surahNumber name { nl en } label { nl en } description { nl en } tips { nl en } }\n    courseContentStatus { lessonCount lessonsWithVideo verseCount versesWithRecitation versesInDutch }\n  }\n": types.GetParentLessonsDocument,
    "\n  query getReview {\n    review { rating comment updatedAt }\n  }\n": types.GetReviewDocument,
    "\n  query getRevisionHistory($userChildId: ID!) {\n    revisionHistory(userChildId: $userChildId) {\n      passage { lessonId due minutes name { nl en } }\n      recallNow\n      reviews { id grade gradedBy reviewedAt recallBefore correctedGrade correctedBy }\n    }\n    childRevision(userChildId: $userChildId) { minutesPerDay daysPerWeek }\n    child(userChildId: $userChildId) { id spaciousReading }\n  }\n": types.GetRevisionHistoryDocument,
    "\n  query getTeacherConversation($userChildId: ID!) {\n    teacherConversation(userChildId: $userChildId) {\n      kind text sentAt\n      replies { message senderName createdAt }\n    }\n  }\n": types.GetTeacherConversationDocument,
    "\n  query getUserChildrenUnlockables($userChildId: ID!) {\n    userChildrenUnlockables(userChildId: $userChildId) { type createdAt }\n  }\n": types.GetUserChildrenUnlockablesDocument,
    "\n  mutation handInHomeworkTogether($userChildId: ID!, $assignmentId: ID!) {\n    handInHomeworkTogether(userChildId: $userChildId, assignmentId: $assignmentId) { id }\n  }\n": types.HandInHomeworkTogetherDocument,
    "\n  mutation insertMessage($userChildId: ID!, $title: String!, $message: String!) {\n    insertMessage(userChildId: $userChildId, title: $title, message: $message) { id }\n  }\n": types.InsertMessageDocument,
    "\n  mutation lockLesson($userChildId: ID!, $lessonId: ID!) {\n    lockLesson(userChildId: $userChildId, lessonId: $lessonId)\n  }\n": types.LockLessonDocument,
    "\n  query getChildMaySendRecordings($userChildId: ID!) {\n    childMaySendRecordings(userChildId: $userChildId)\n    recordingRetention {\n      daysAfterHeard\n      daysUnheard\n    }\n  }\n": types.GetChildMaySendRecordingsDocument,
    "\n  mutation setChildMaySendRecordings($userChildId: ID!, $allowed: Boolean!) {\n    setChildMaySendRecordings(userChildId: $userChildId, allowed: $allowed)\n  }\n": types.SetChildMaySendRecordingsDocument,
    "\n  mutation resetPincode($newSecretKey: String!) {\n    resetPincode(newSecretKey: $newSecretKey) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil }\n  }\n": types.ResetPincodeDocument,
    "\n  mutation setRevisionPlan($userChildId: ID!, $minutesPerDay: Int!, $daysPerWeek: Int!) {\n    setRevisionPlan(userChildId: $userChildId, minutesPerDay: $minutesPerDay, daysPerWeek: $daysPerWeek) {\n      minutesPerDay daysPerWeek\n    }\n  }\n": types.SetRevisionPlanDocument,
    "\n  mutation setWeeklyLetter($isOn: Boolean!, $language: Language!) {\n    setWeeklyLetter(isOn: $isOn, language: $language) { isOn language }\n  }\n": types.SetWeeklyLetterDocument,
    "\n  mutation unlockLesson($userChildId: ID!, $lessonId: ID!) {\n    unlockLesson(userChildId: $userChildId, lessonId: $lessonId) { id isLocked lockReason isNew isNext }\n  }\n": types.UnlockLessonDocument,
    "\n  mutation updateChildDetails($userChildId: ID!, $input: ParentChildInput!, $details: ParentFavouritesInput!) {\n    updateChildDetails(userChildId: $userChildId, input: $input, details: $details)\n  }\n": types.UpdateChildDetailsDocument,
    "\n  mutation updateContactInformation($input: ContactInformationInput!) {\n    updateContactInformation(input: $input) { address postcode city phone }\n  }\n": types.UpdateContactInformationDocument,
    "\n  mutation updateRelationToKid($relationToKid: String!) {\n    updateRelationToKid(relationToKid: $relationToKid) { id relationToKid }\n  }\n": types.UpdateRelationToKidDocument,
    "\n  mutation updateUnlockKey($currentSecretKey: String, $newSecretKey: String!) {\n    updateUnlockKey(currentSecretKey: $currentSecretKey, newSecretKey: $newSecretKey) {\n      isCorrect attemptsLeft lockedUntil parentAreaOpenUntil\n    }\n  }\n": types.UpdateUnlockKeyDocument,
    "\n  mutation upsertReview($rating: Int!, $comment: String) {\n    upsertReview(rating: $rating, comment: $comment) { rating comment updatedAt }\n  }\n": types.UpsertReviewDocument,
    "\n  mutation validatePincode($pincode: String!) {\n    validatePincode(pincode: $pincode) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil }\n  }\n": types.ValidatePincodeDocument,
    "\n  mutation createUserChild($input: CreateUserChildInput!) {\n    createUserChild(input: $input) { id username name avatar stars }\n  }\n": types.CreateUserChildDocument,
    "\n  fragment AvatarPart on Query {\n    child(userChildId: $userChildId) { id avatar username name stars spaciousReading }\n  }\n": types.AvatarPartFragmentDoc,
    "\n  query getAvatar($userChildId: ID!) { ...AvatarPart }\n": types.GetAvatarDocument,
    "\n  mutation updateUserChild($userChildId: ID!, $child: UserChildSetInput!, $details: FavouritesInput!) {\n    updateUserChild(userChildId: $userChildId, child: $child, details: $details) {\n      child { id name }\n    }\n  }\n": types.UpdateUserChildDocument,
    "\n  fragment ChildRevisionPart on Query {\n    childRevision(userChildId: $userChildId) {\n      passages { lessonId surahNumber due minutes revisedAt name { nl en } }\n      minutesPerDay\n      daysPerWeek\n      revisedDays\n    }\n  }\n": types.ChildRevisionPartFragmentDoc,
    "\n  query getChildRevision($userChildId: ID!) { ...ChildRevisionPart }\n": types.GetChildRevisionDocument,
    "\n  query getRevisionPassage($userChildId: ID!, $lessonId: ID!) {\n    lesson(userChildId: $userChildId, lessonId: $lessonId) {\n      id\n      name { nl en }\n      content { verses { id ayahNumber verse } }\n    }\n  }\n": types.GetRevisionPassageDocument,
    "\n  mutation discardLessonDraft($lessonId: ID!) {\n    discardLessonDraft(lessonId: $lessonId) { id }\n  }\n": types.DiscardLessonDraftDocument,
    "\n  query getContentSources {\n    contentSources { key kind name notice licence url importedAt }\n  }\n": types.GetContentSourcesDocument,
    "\n  query getCourseVerseKeys {\n    courseVerseKeys\n  }\n": types.GetCourseVerseKeysDocument,
    "\n  query getQuranSurahs {\n    quranSurahs { number name meaning verseCount }\n  }\n": types.GetQuranSurahsDocument,
    "\n  query getStaffLesson($lessonId: ID!) {\n    staffLesson(lessonId: $lessonId) {\n      summary { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }\n      lesson imageUrl surahWords\n      verses { id ayahNumber verse pronunciation translation { nl en } audioUrl wordTimings { startMs endMs } }\n      versions { version publishedAt publishedBy changedFields }\n    }\n  }\n": types.GetStaffLessonDocument,
    "\n  query getStaffLessons {\n    staffLessons { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }\n  }\n": types.GetStaffLessonsDocument,
    "\n  query getStaffNewLesson($surah: Int!) {\n    staffNewLesson(surah: $surah) {\n      summary { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }\n      lesson imageUrl surahWords\n      verses { id ayahNumber verse pronunciation translation { nl en } audioUrl wordTimings { startMs endMs } }\n      versions { version publishedAt publishedBy changedFields }\n    }\n  }\n": types.GetStaffNewLessonDocument,
    "\n  mutation publishLesson($lessonId: ID!) {\n    publishLesson(lessonId: $lessonId) { id version }\n  }\n": types.PublishLessonDocument,
    "\n  mutation recordRecitationCredit($name: String!, $notice: String!, $licence: String!) {\n    recordRecitationCredit(name: $name, notice: $notice, licence: $licence) { key }\n  }\n": types.RecordRecitationCreditDocument,
    "\n  mutation restoreLessonVersion($lessonId: ID!, $version: Int!) {\n    restoreLessonVersion(lessonId: $lessonId, version: $version) { id version }\n  }\n": types.RestoreLessonVersionDocument,
    "\n  mutation saveLessonDraft($lessonId: ID, $lesson: JSON!) {\n    saveLessonDraft(lessonId: $lessonId, lesson: $lesson) { id hasDraft }\n  }\n": types.SaveLessonDraftDocument,
    "\n  mutation assignTeacher($userId: ID!, $courseGroupId: ID!, $assigned: Boolean!) {\n    assignTeacher(userId: $userId, courseGroupId: $courseGroupId, assigned: $assigned) { assigned }\n  }\n": types.AssignTeacherDocument,
    "\n  mutation endSubscription($subscriptionId: ID!, $reason: String!) {\n    endSubscription(subscriptionId: $subscriptionId, reason: $reason) { id endsOn status }\n  }\n": types.EndSubscriptionDocument,
    "\n  mutation extendSubscription($subscriptionId: ID!, $days: Int!, $reason: String!) {\n    extendSubscription(subscriptionId: $subscriptionId, days: $days, reason: $reason) { id endsOn status }\n  }\n": types.ExtendSubscriptionDocument,
    "\n  query getStaffAudit($page: Int!) {\n    staffAudit(page: $page) { total pageSize entries { id createdAt actor action subject details } }\n  }\n": types.GetStaffAuditDocument,
    "\n  query getStaffMembers {\n    staffMembers { userId firstName lastName email kind groupIds }\n  }\n": types.GetStaffMembersDocument,
    "\n  query getStaffReviews {\n    staffReviews { average count distribution comments { rating comment updatedAt } }\n  }\n": types.GetStaffReviewsDocument,
    "\n  query getStaffSubscriptions($page: Int!, $search: String!, $status: SubscriptionStatus) {\n    staffSubscriptions(page: $page, search: $search, status: $status) {\n      total pageSize\n      subscriptions { id email parentName groupName { nl en } profileCount maxProfiles startsOn endsOn status }\n    }\n  }\n": types.GetStaffSubscriptionsDocument,
    "\n  query getStaffAnnouncements($courseGroupId: ID!) {\n    staffAnnouncements(courseGroupId: $courseGroupId) {\n      id state publishOn showUntil updatedAt title { nl en } description { nl en }\n    }\n  }\n": types.GetStaffAnnouncementsDocument,
    "\n  query getStaffWeeklyFacts($courseGroupId: ID!) {\n    staffWeeklyFacts(courseGroupId: $courseGroupId) { id sequence state publishOn updatedAt message { nl en } }\n  }\n": types.GetStaffWeeklyFactsDocument,
    "\n  mutation saveAnnouncement(\n    $courseGroupId: ID!, $id: ID, $titleNl: String!, $titleEn: String!,\n    $descriptionNl: String!, $descriptionEn: String!, $publishOn: String!, $showUntil: String\n  ) {\n    saveAnnouncement(\n      courseGroupId: $courseGroupId, id: $id, titleNl: $titleNl, titleEn: $titleEn,\n      descriptionNl: $descriptionNl, descriptionEn: $descriptionEn, publishOn: $publishOn, showUntil: $showUntil\n    ) { id }\n  }\n": types.SaveAnnouncementDocument,
    "\n  mutation saveWeeklyFact($courseGroupId: ID!, $id: ID, $messageNl: String!, $messageEn: String!, $publishOn: String!) {\n    saveWeeklyFact(\n      courseGroupId: $courseGroupId, id: $id, messageNl: $messageNl, messageEn: $messageEn, publishOn: $publishOn\n    ) { id }\n  }\n": types.SaveWeeklyFactDocument,
    "\n  mutation setAnnouncementState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {\n    setAnnouncementState(courseGroupId: $courseGroupId, id: $id, state: $state) { id state }\n  }\n": types.SetAnnouncementStateDocument,
    "\n  mutation setWeeklyFactState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {\n    setWeeklyFactState(courseGroupId: $courseGroupId, id: $id, state: $state) { id state }\n  }\n": types.SetWeeklyFactStateDocument,
    "\n  mutation teacherCorrectRevisionGrade($userChildId: ID!, $reviewId: ID!, $grade: RevisionGrade!) {\n    teacherCorrectRevisionGrade(userChildId: $userChildId, reviewId: $reviewId, grade: $grade) { username }\n  }\n": types.TeacherCorrectRevisionGradeDocument,
    "\n  query getTeacherChildRevision($userChildId: ID!) {\n    teacherChildRevision(userChildId: $userChildId) {\n      name username\n      passages {\n        passage { lessonId due name { nl en } }\n        recallNow\n        reviews { id grade gradedBy reviewedAt correctedGrade correctedBy }\n      }\n    }\n  }\n": types.GetTeacherChildRevisionDocument,
    "\n  query getGroupHomework($courseGroupId: ID!) {\n    groupHomework(courseGroupId: $courseGroupId) {\n      lessons { id lessonNumber name { nl en } }\n      children { id name username }\n      assignments {\n        id lessonNumber lessonName { nl en } task dueOn note { nl en } forChild\n        verses { ayah audioUrl }\n        children {\n          userChildId name username handInKind handedInAt isLate stars teacherNote\n          recordings { id ayahFrom ayahTo contentType durationMs audioUrl }\n        }\n      }\n    }\n  }\n": types.GetGroupHomeworkDocument,
    "\n  query getGroupProgress($courseGroupId: ID!, $page: Int!) {\n    groupProgress(courseGroupId: $courseGroupId) {\n      childCount finalTestsHandedIn childPageSize\n      childrenPerLesson { lessonNumber children }\n      finishedPerWeek { weekStart lessons }\n      children(page: $page) { userChildId name username lessonReached finishedLessons finalTest revisionBehind }\n    }\n  }\n": types.GetGroupProgressDocument,
    "\n  query getStaffInbox($courseGroupId: ID!, $unreadOnly: Boolean, $search: String, $after: String) {\n    staffInbox(courseGroupId: $courseGroupId, unreadOnly: $unreadOnly, search: $search, after: $after) {\n      total unread nextCursor\n      entries {\n        __typename\n        ... on InboxText {\n          id childId childName username lessonReached kind text sentAt readAt\n          replies { message senderName createdAt }\n        }\n        ... on TeacherRecording {\n          id childId childName username lessonNumber surahNumber ayahFrom ayahTo wordFrom wordTo durationMs\n          audioUrl contentType sentAt readAt replies { message senderName createdAt }\n        }\n      }\n    }\n  }\n": types.GetStaffInboxDocument,
    "\n  mutation gradeHomework($userChildId: ID!, $assignmentId: ID!, $stars: Int!, $note: String!) {\n    gradeHomework(userChildId: $userChildId, assignmentId: $assignmentId, stars: $stars, note: $note) { stars }\n  }\n": types.GradeHomeworkDocument,
    "\n  mutation markInboxTextRead($userChildId: ID!, $kind: TeacherTextKind!, $read: Boolean!) {\n    markInboxTextRead(userChildId: $userChildId, kind: $kind, read: $read) { childId kind read }\n  }\n": types.MarkInboxTextReadDocument,
    "\n  mutation markRecordingHeard($userChildId: ID!, $recordingId: ID!, $heard: Boolean!) {\n    markRecordingHeard(userChildId: $userChildId, recordingId: $recordingId, heard: $heard) { id heard }\n  }\n": types.MarkRecordingHeardDocument,
    "\n  mutation replyToChildText($userChildId: ID!, $kind: TeacherTextKind!, $message: String!) {\n    replyToChildText(userChildId: $userChildId, kind: $kind, message: $message) { messageId }\n  }\n": types.ReplyToChildTextDocument,
    "\n  mutation replyToRecording($userChildId: ID!, $recordingId: ID!, $message: String!) {\n    replyToRecording(userChildId: $userChildId, recordingId: $recordingId, message: $message) { id }\n  }\n": types.ReplyToRecordingDocument,
    "\n  mutation setHomework(\n    $courseGroupId: ID!\n    $lessonId: ID!\n    $task: HomeworkTask!\n    $dueOn: String!\n    $noteNl: String!\n    $noteEn: String!\n    $userChildId: ID\n  ) {\n    setHomework(\n      courseGroupId: $courseGroupId\n      lessonId: $lessonId\n      task: $task\n      dueOn: $dueOn\n      noteNl: $noteNl\n      noteEn: $noteEn\n      userChildId: $userChildId\n    )\n  }\n": types.SetHomeworkDocument,
    "\n  mutation addAccomplishedAchievement($userChildId: ID!, $achievementIds: [ID!]!) {\n    addAccomplishedAchievement(userChildId: $userChildId, achievementIds: $achievementIds) {\n      affectedRows\n      lesson { id finished percentage }\n    }\n  }\n": types.AddAccomplishedAchievementDocument,
    "\n  mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $timeProgress: Float!) {\n    updateLessonProgression(userChildId: $userChildId, lessonId: $lessonId, timeProgress: $timeProgress) {\n      percentage timeProgress finished\n    }\n  }\n": types.UpdateLessonProgressionDocument,
    "\n  mutation gradeRevision($userChildId: ID!, $lessonId: ID!, $reviewId: ID!, $grade: RevisionGrade!, $reviewedAt: DateTime!) {\n    gradeRevision(userChildId: $userChildId, lessonId: $lessonId, reviewId: $reviewId, grade: $grade, reviewedAt: $reviewedAt) {\n      lessonId due revisedAt\n    }\n  }\n": types.GradeRevisionDocument,
    "\n  query getStaffGroups {\n    staffGroups { id name { nl en } courseName { nl en } }\n  }\n": types.GetStaffGroupsDocument,
    "\n  mutation switchRole($to: SessionRole!) {\n    switchRole(to: $to) { actingAs }\n  }\n": types.SwitchRoleDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAvailability($showRawPayload: Boolean) {\n    availability(showRawPayload: $showRawPayload) {\n      courseId startsOn endsOn isActive maxProfiles profileCount canAddProfile rawPayload\n    }\n  }\n"): typeof import('./graphql').GetAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChildHomeworkPart on Query {\n    childHomework(userChildId: $userChildId) {\n      id\n      lessonId\n      lessonNumber\n      lessonName { nl en }\n      task\n      dueOn\n      note { nl en }\n      isLate\n      handIn { kind handedInAt stars teacherNote teacherName gradedAt }\n    }\n  }\n"): typeof import('./graphql').ChildHomeworkPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getChildHomework($userChildId: ID!) { ...ChildHomeworkPart }\n"): typeof import('./graphql').GetChildHomeworkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FinalStepsPart on Query {\n    finalSteps(userChildId: $userChildId) {\n      testSetAt testSubmittedAt certificateAt questionCount answeredCount finalMessage finalMessageSentAt\n    }\n  }\n"): typeof import('./graphql').FinalStepsPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFinalSteps($userChildId: ID!) { ...FinalStepsPart }\n"): typeof import('./graphql').GetFinalStepsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFriendshipsAwaiting {\n    subscription { id friendshipsAwaitingParents }\n  }\n"): typeof import('./graphql').GetFriendshipsAwaitingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getLessonPage($userChildId: ID!, $lessonId: ID!) {\n    ...AvatarPart\n    ...LessonPart\n  }\n"): typeof import('./graphql').GetLessonPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionPart on Query {\n    session { actingAs staffKind hasFamily firstName }\n  }\n"): typeof import('./graphql').SessionPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSession { ...SessionPart }\n"): typeof import('./graphql').GetSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSignedIn {\n    ...SessionPart\n    ...ViewerPart\n    ...SubscriptionPart\n  }\n"): typeof import('./graphql').GetSignedInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStartPage($userChildId: ID!, $week: Int!) {\n    ...AvatarPart\n    ...ChildLessonsPart\n    ...UnreadMessageCountPart\n    ...FinalStepsPart\n    ...FactOfWeekPart\n    ...NewestAnnouncementPart\n    ...ChildHomeworkPart\n    ...ChildRevisionPart\n  }\n"): typeof import('./graphql').GetStartPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionPart on Query {\n    subscription {\n      id startsOn endsOn isActive isTrial maxProfiles\n      course { id name { nl en } }\n      teacherName\n      children { id username name avatar stars }\n    }\n    settings {\n      instituteName shopUrl shopRenewUrl termsUrl privacyUrl faqUrl contactUrl\n    }\n  }\n"): typeof import('./graphql').SubscriptionPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSubscription { ...SubscriptionPart }\n"): typeof import('./graphql').GetSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChildLessonsPart on Query {\n    childLessons(userChildId: $userChildId) {\n      stars\n      starTarget\n      lessons {\n        id lessonNumber surahNumber isLocked lockReason isNew isNext percentage finished\n        name { nl en }\n        label { nl en }\n        description { nl en }\n        achievements { id type accomplishedAt }\n      }\n    }\n  }\n"): typeof import('./graphql').ChildLessonsPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUserChildData($userChildId: ID!) { ...ChildLessonsPart }\n"): typeof import('./graphql').GetUserChildDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUserChildProfile($userChildId: ID!) {\n    childProfile(userChildId: $userChildId) {\n      child { id name username avatar stars createdAt }\n      favourites { ...FavouriteFields }\n      aboutMeSentAt\n    }\n  }\n"): typeof import('./graphql').GetUserChildProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerPart on Query {\n    viewer { id hasPincode parentAreaOpenUntil pincodeResetOpenUntil }\n  }\n"): typeof import('./graphql').ViewerPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUser { ...ViewerPart }\n"): typeof import('./graphql').GetUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setSpaciousReading($userChildId: ID!, $on: Boolean!) {\n    setSpaciousReading(userChildId: $userChildId, on: $on) { id spaciousReading }\n  }\n"): typeof import('./graphql').SetSpaciousReadingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavouriteFields on Favourites {\n    favouriteBook favouriteFilm favouriteAnimal favouriteColor favouriteSport hero hobbies favouriteFood\n    dreamJob wish thankfullFor favoriteLesson favouriteSchoolSubject learnedAchievements favoriteSoerah aboutMe\n  }\n"): typeof import('./graphql').FavouriteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteUserChildrenUnlockable($userChildId: ID!, $type: String!) {\n    deleteUserChildrenUnlockable(userChildId: $userChildId, type: $type) { type createdAt }\n  }\n"): typeof import('./graphql').DeleteUserChildrenUnlockableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCertificate($userChildId: ID!) {\n    certificate(userChildId: $userChildId) {\n      childName completedAt stars lessonsFinished lessonCount pdfUrl courseName { nl en }\n    }\n  }\n"): typeof import('./graphql').GetCertificateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFinalTestQuestionsWithAnswers($userChildId: ID!) {\n    finalTestQuestionsWithAnswers(userChildId: $userChildId) {\n      id sequence result question { nl en } answer { nl en }\n    }\n    userChildrenUnlockables(userChildId: $userChildId) { type createdAt }\n    finalSteps(userChildId: $userChildId) { finalMessage finalMessageSentAt lessonsFinished lessonCount }\n  }\n"): typeof import('./graphql').GetFinalTestQuestionsWithAnswersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFinalTestQuestions($userChildId: ID!) {\n    finalTestQuestions(userChildId: $userChildId) { id sequence result question { nl en } }\n  }\n"): typeof import('./graphql').GetFinalTestQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation insertUserChildrenUnlockable($userChildId: ID!, $type: String!, $beforeLastLesson: Boolean) {\n    insertUserChildrenUnlockable(userChildId: $userChildId, type: $type, beforeLastLesson: $beforeLastLesson) {\n      type createdAt\n    }\n  }\n"): typeof import('./graphql').InsertUserChildrenUnlockableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation sendFinalMessage($userChildId: ID!, $finalMessage: String!) {\n    sendFinalMessage(userChildId: $userChildId, finalMessage: $finalMessage) { finalMessage certificateAt }\n  }\n"): typeof import('./graphql').SendFinalMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation submitFinalTest($userChildId: ID!) {\n    submitFinalTest(userChildId: $userChildId) { testSubmittedAt }\n  }\n"): typeof import('./graphql').SubmitFinalTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation upsertFinalTestResult($userChildId: ID!, $questionId: ID!, $result: String!) {\n    upsertFinalTestResult(userChildId: $userChildId, questionId: $questionId, result: $result) { id questionId result }\n  }\n"): typeof import('./graphql').UpsertFinalTestResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation approveFriendRequest($userChildId: ID!, $friendRequestId: ID!) {\n    approveFriendRequest(userChildId: $userChildId, friendRequestId: $friendRequestId) { id accepted }\n  }\n"): typeof import('./graphql').ApproveFriendRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteFriendRequest($userChildId: ID!, $requestId: ID!) {\n    deleteFriendRequest(userChildId: $userChildId, requestId: $requestId) { id accepted }\n  }\n"): typeof import('./graphql').DeleteFriendRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getActiveFriends($userChildId: ID!) {\n    activeFriends(userChildId: $userChildId) { id name username avatar friendRequestId }\n  }\n"): typeof import('./graphql').GetActiveFriendsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFriendRequest($userChildId: ID!, $id: ID!) {\n    friendRequest(userChildId: $userChildId, id: $id) {\n      id accepted isFriendship isSent stars joiningDate lessonLevel\n      friend { id name username avatar }\n      favourites { ...FavouriteFields }\n    }\n  }\n"): typeof import('./graphql').GetFriendRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFriendRequests($userChildId: ID!) {\n    friendRequests(userChildId: $userChildId) {\n      mayMakeFriends\n      sent { id createdAt friend { id name username avatar } }\n      received { id createdAt friend { id name username avatar } }\n      waitingForParents { id createdAt friend { id name username avatar } }\n    }\n  }\n"): typeof import('./graphql').GetFriendRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFriends($userChildId: ID!, $text: String!) {\n    friendSearch(userChildId: $userChildId, text: $text) { id name username avatar }\n  }\n"): typeof import('./graphql').GetFriendsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation insertFriendRequest($userChildId: ID!, $receiverId: ID!) {\n    insertFriendRequest(userChildId: $userChildId, receiverId: $receiverId) { id accepted }\n  }\n"): typeof import('./graphql').InsertFriendRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCourseIntroduction($userChildId: ID!) {\n    courseIntroduction(userChildId: $userChildId) { title { nl en } text { nl en } vimeoUrl hasLessonVideos }\n  }\n"): typeof import('./graphql').GetCourseIntroductionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LessonPart on Query {\n    lesson(userChildId: $userChildId, lessonId: $lessonId) {\n      id lessonNumber surahNumber isLocked lockReason finished percentage\n      name { nl en }\n      label { nl en }\n      achievements { id type accomplishedAt }\n      content {\n        text { nl en }\n        vimeoUrl videoUrl imageUrl\n        verses {\n          id ayahNumber verse pronunciation simplePronunciation { nl en } translation { nl en } audioUrl\n          wordTimings { startMs endMs }\n        }\n        words { id word meaning { nl en } }\n        quiz { question { nl en } options { nl en } answer }\n      }\n    }\n  }\n"): typeof import('./graphql').LessonPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getLessonWithLock($userChildId: ID!, $lessonId: ID!) { ...LessonPart }\n"): typeof import('./graphql').GetLessonWithLockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getMaySendRecordings($userChildId: ID!) {\n    childMaySendRecordings(userChildId: $userChildId)\n  }\n"): typeof import('./graphql').GetMaySendRecordingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation unlockLessonWithPincode($userChildId: ID!, $lessonId: ID!, $pincode: String!) {\n    unlockLessonWithPincode(userChildId: $userChildId, lessonId: $lessonId, pincode: $pincode) {\n      pincode { isCorrect attemptsLeft lockedUntil }\n      lesson { id isLocked lockReason isNew isNext }\n    }\n  }\n"): typeof import('./graphql').UnlockLessonWithPincodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateViewCount($userChildId: ID!, $lessonId: ID!) {\n    updateViewCount(userChildId: $userChildId, lessonId: $lessonId) { affectedRows viewCount }\n  }\n"): typeof import('./graphql').UpdateViewCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getDictionaryWords($userChildId: ID!) {\n    dictionaryWords(userChildId: $userChildId) {\n      id character word characterName { nl en } meaning { nl en }\n    }\n  }\n"): typeof import('./graphql').GetDictionaryWordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactOfWeekPart on Query {\n    factOfWeek(userChildId: $userChildId, week: $week) { id message { nl en } }\n  }\n"): typeof import('./graphql').FactOfWeekPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFactOfWeek($userChildId: ID!, $week: Int!) { ...FactOfWeekPart }\n"): typeof import('./graphql').GetFactOfWeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getLibraryDownloads($userChildId: ID!) {\n    libraryDownloads(userChildId: $userChildId) {\n      id createdAt title { nl en }\n      files { language filename fileType sizeBytes url }\n    }\n  }\n"): typeof import('./graphql').GetLibraryDownloadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getLibraryShelves($userChildId: ID!) {\n    libraryShelves(userChildId: $userChildId) { recitationCount videoCount }\n  }\n"): typeof import('./graphql').GetLibraryShelvesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getMedia($userChildId: ID!) {\n    media(userChildId: $userChildId) {\n      id kind number vimeoUrl videoUrl title { nl en }\n    }\n  }\n"): typeof import('./graphql').GetMediaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewestAnnouncementPart on Query {\n    announcements(userChildId: $userChildId, limit: 1) { id title { nl en } description { nl en } createdAt }\n  }\n"): typeof import('./graphql').NewestAnnouncementPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getNotifications($userChildId: ID!) { ...NewestAnnouncementPart }\n"): typeof import('./graphql').GetNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getPersonalDevelopments($userChildId: ID!) {\n    personalDevelopments(userChildId: $userChildId) {\n      id chapter image vimeoUrl title { nl en } subtitle { nl en } text { nl en }\n      attachment { id title { nl en } files { language filename fileType sizeBytes url } }\n    }\n  }\n"): typeof import('./graphql').GetPersonalDevelopmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getRecitations($userChildId: ID!) {\n    recitations(userChildId: $userChildId) {\n      id surahNumber image vimeoUrl title { nl en }\n      verses { ayahNumber verse pronunciation simplePronunciation { nl en } audioUrl wordTimings { startMs endMs } }\n    }\n  }\n"): typeof import('./graphql').GetRecitationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getMessage($userChildId: ID!) {\n    messages(userChildId: $userChildId) {\n      id from title message opened senderName createdAt lessonNumber\n      lessonName { nl en }\n    }\n  }\n"): typeof import('./graphql').GetMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnreadMessageCountPart on Query {\n    unreadMessageCount(userChildId: $userChildId)\n  }\n"): typeof import('./graphql').UnreadMessageCountPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUnreadMessageCount($userChildId: ID!) { ...UnreadMessageCountPart }\n"): typeof import('./graphql').GetUnreadMessageCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation markLessonMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markLessonMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n"): typeof import('./graphql').MarkLessonMessageAsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation markMessageAsRead($userChildId: ID!, $messageId: ID!) {\n    markMessageAsRead(userChildId: $userChildId, messageId: $messageId) { id opened }\n  }\n"): typeof import('./graphql').MarkMessageAsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation upsertUsersChildDetails($userChildId: ID!, $aboutMe: String!) {\n    upsertUsersChildDetails(userChildId: $userChildId, aboutMe: $aboutMe) { aboutMe aboutMeSentAt }\n  }\n"): typeof import('./graphql').UpsertUsersChildDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation correctRevisionGrade($userChildId: ID!, $reviewId: ID!, $grade: RevisionGrade!) {\n    correctRevisionGrade(userChildId: $userChildId, reviewId: $reviewId, grade: $grade) { passage { lessonId } }\n  }\n"): typeof import('./graphql').CorrectRevisionGradeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteUserChild($userChildId: ID!, $username: String!) {\n    deleteUserChild(userChildId: $userChildId, username: $username)\n  }\n"): typeof import('./graphql').DeleteUserChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getParentFriendships($userChildId: ID!) {\n    parentFriendships(userChildId: $userChildId) {\n      mayMakeFriends\n      friendships { id approvedByUs approvedByThem isFriendship friend { id name username avatar } }\n    }\n  }\n"): typeof import('./graphql').GetParentFriendshipsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation decideFriendship($userChildId: ID!, $friendRequestId: ID!, $approve: Boolean!) {\n    decideFriendship(userChildId: $userChildId, friendRequestId: $friendRequestId, approve: $approve) {\n      id isFriendship\n    }\n  }\n"): typeof import('./graphql').DecideFriendshipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setChildMayMakeFriends($userChildId: ID!, $allowed: Boolean!) {\n    setChildMayMakeFriends(userChildId: $userChildId, allowed: $allowed)\n  }\n"): typeof import('./graphql').SetChildMayMakeFriendsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getChildDetails($userChildId: ID!) {\n    childProfile(userChildId: $userChildId) {\n      child { id name username avatar gender dateOfBirth openProfile }\n      favourites { ...FavouriteFields }\n      aboutMeSentAt\n    }\n  }\n"): typeof import('./graphql').GetChildDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getChildProgression($userChildId: ID!) {\n    childProgression(userChildId: $userChildId) {\n      lessons {\n        lessonId lessonNumber percentage timeProgress viewCount finished finishedAt tasks tasksDone hasVideo\n        name { nl en }\n      }\n      weeks { week tasks }\n    }\n  }\n"): typeof import('./graphql').GetChildProgressionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getContactInformation {\n    contactInformation { address postcode city phone }\n  }\n"): typeof import('./graphql').GetContactInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getFamilyOverview {\n    familyOverview { id name username avatar stars lessonNumber lastActivityAt lessonName { nl en } }\n    availability { maxProfiles profileCount canAddProfile }\n    subscription { id }\n  }\n"): typeof import('./graphql').GetFamilyOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getParentAccount {\n    parentAccount { id firstName lastName email relationToKid }\n    weeklyLetterSetting { isOn language }\n  }\n"): typeof import('./graphql').GetParentAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getParentLessons {\n    parentLessons { id lessonNumber surahNumber name { nl en } label { nl en } description { nl en } tips { nl en } }\n    courseContentStatus { lessonCount lessonsWithVideo verseCount versesWithRecitation versesInDutch }\n  }\n"): typeof import('./graphql').GetParentLessonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getReview {\n    review { rating comment updatedAt }\n  }\n"): typeof import('./graphql').GetReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getRevisionHistory($userChildId: ID!) {\n    revisionHistory(userChildId: $userChildId) {\n      passage { lessonId due minutes name { nl en } }\n      recallNow\n      reviews { id grade gradedBy reviewedAt recallBefore correctedGrade correctedBy }\n    }\n    childRevision(userChildId: $userChildId) { minutesPerDay daysPerWeek }\n    child(userChildId: $userChildId) { id spaciousReading }\n  }\n"): typeof import('./graphql').GetRevisionHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTeacherConversation($userChildId: ID!) {\n    teacherConversation(userChildId: $userChildId) {\n      kind text sentAt\n      replies { message senderName createdAt }\n    }\n  }\n"): typeof import('./graphql').GetTeacherConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUserChildrenUnlockables($userChildId: ID!) {\n    userChildrenUnlockables(userChildId: $userChildId) { type createdAt }\n  }\n"): typeof import('./graphql').GetUserChildrenUnlockablesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation handInHomeworkTogether($userChildId: ID!, $assignmentId: ID!) {\n    handInHomeworkTogether(userChildId: $userChildId, assignmentId: $assignmentId) { id }\n  }\n"): typeof import('./graphql').HandInHomeworkTogetherDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation insertMessage($userChildId: ID!, $title: String!, $message: String!) {\n    insertMessage(userChildId: $userChildId, title: $title, message: $message) { id }\n  }\n"): typeof import('./graphql').InsertMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation lockLesson($userChildId: ID!, $lessonId: ID!) {\n    lockLesson(userChildId: $userChildId, lessonId: $lessonId)\n  }\n"): typeof import('./graphql').LockLessonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getChildMaySendRecordings($userChildId: ID!) {\n    childMaySendRecordings(userChildId: $userChildId)\n    recordingRetention {\n      daysAfterHeard\n      daysUnheard\n    }\n  }\n"): typeof import('./graphql').GetChildMaySendRecordingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setChildMaySendRecordings($userChildId: ID!, $allowed: Boolean!) {\n    setChildMaySendRecordings(userChildId: $userChildId, allowed: $allowed)\n  }\n"): typeof import('./graphql').SetChildMaySendRecordingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resetPincode($newSecretKey: String!) {\n    resetPincode(newSecretKey: $newSecretKey) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil }\n  }\n"): typeof import('./graphql').ResetPincodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setRevisionPlan($userChildId: ID!, $minutesPerDay: Int!, $daysPerWeek: Int!) {\n    setRevisionPlan(userChildId: $userChildId, minutesPerDay: $minutesPerDay, daysPerWeek: $daysPerWeek) {\n      minutesPerDay daysPerWeek\n    }\n  }\n"): typeof import('./graphql').SetRevisionPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setWeeklyLetter($isOn: Boolean!, $language: Language!) {\n    setWeeklyLetter(isOn: $isOn, language: $language) { isOn language }\n  }\n"): typeof import('./graphql').SetWeeklyLetterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation unlockLesson($userChildId: ID!, $lessonId: ID!) {\n    unlockLesson(userChildId: $userChildId, lessonId: $lessonId) { id isLocked lockReason isNew isNext }\n  }\n"): typeof import('./graphql').UnlockLessonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateChildDetails($userChildId: ID!, $input: ParentChildInput!, $details: ParentFavouritesInput!) {\n    updateChildDetails(userChildId: $userChildId, input: $input, details: $details)\n  }\n"): typeof import('./graphql').UpdateChildDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateContactInformation($input: ContactInformationInput!) {\n    updateContactInformation(input: $input) { address postcode city phone }\n  }\n"): typeof import('./graphql').UpdateContactInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateRelationToKid($relationToKid: String!) {\n    updateRelationToKid(relationToKid: $relationToKid) { id relationToKid }\n  }\n"): typeof import('./graphql').UpdateRelationToKidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateUnlockKey($currentSecretKey: String, $newSecretKey: String!) {\n    updateUnlockKey(currentSecretKey: $currentSecretKey, newSecretKey: $newSecretKey) {\n      isCorrect attemptsLeft lockedUntil parentAreaOpenUntil\n    }\n  }\n"): typeof import('./graphql').UpdateUnlockKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation upsertReview($rating: Int!, $comment: String) {\n    upsertReview(rating: $rating, comment: $comment) { rating comment updatedAt }\n  }\n"): typeof import('./graphql').UpsertReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation validatePincode($pincode: String!) {\n    validatePincode(pincode: $pincode) { isCorrect attemptsLeft lockedUntil parentAreaOpenUntil }\n  }\n"): typeof import('./graphql').ValidatePincodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createUserChild($input: CreateUserChildInput!) {\n    createUserChild(input: $input) { id username name avatar stars }\n  }\n"): typeof import('./graphql').CreateUserChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AvatarPart on Query {\n    child(userChildId: $userChildId) { id avatar username name stars spaciousReading }\n  }\n"): typeof import('./graphql').AvatarPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAvatar($userChildId: ID!) { ...AvatarPart }\n"): typeof import('./graphql').GetAvatarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateUserChild($userChildId: ID!, $child: UserChildSetInput!, $details: FavouritesInput!) {\n    updateUserChild(userChildId: $userChildId, child: $child, details: $details) {\n      child { id name }\n    }\n  }\n"): typeof import('./graphql').UpdateUserChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChildRevisionPart on Query {\n    childRevision(userChildId: $userChildId) {\n      passages { lessonId surahNumber due minutes revisedAt name { nl en } }\n      minutesPerDay\n      daysPerWeek\n      revisedDays\n    }\n  }\n"): typeof import('./graphql').ChildRevisionPartFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getChildRevision($userChildId: ID!) { ...ChildRevisionPart }\n"): typeof import('./graphql').GetChildRevisionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getRevisionPassage($userChildId: ID!, $lessonId: ID!) {\n    lesson(userChildId: $userChildId, lessonId: $lessonId) {\n      id\n      name { nl en }\n      content { verses { id ayahNumber verse } }\n    }\n  }\n"): typeof import('./graphql').GetRevisionPassageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation discardLessonDraft($lessonId: ID!) {\n    discardLessonDraft(lessonId: $lessonId) { id }\n  }\n"): typeof import('./graphql').DiscardLessonDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getContentSources {\n    contentSources { key kind name notice licence url importedAt }\n  }\n"): typeof import('./graphql').GetContentSourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getCourseVerseKeys {\n    courseVerseKeys\n  }\n"): typeof import('./graphql').GetCourseVerseKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getQuranSurahs {\n    quranSurahs { number name meaning verseCount }\n  }\n"): typeof import('./graphql').GetQuranSurahsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStaffLesson($lessonId: ID!) {\n    staffLesson(lessonId: $lessonId) {\n      summary { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }\n      lesson imageUrl surahWords\n      verses { id ayahNumber verse pronunciation translation { nl en } audioUrl wordTimings { startMs endMs } }\n      versions { version publishedAt publishedBy changedFields }\n    }\n  }\n"): typeof import('./graphql').GetStaffLessonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStaffLessons {\n    staffLessons { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }\n  }\n"): typeof import('./graphql').GetStaffLessonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStaffNewLesson($surah: Int!) {\n    staffNewLesson(surah: $surah) {\n      summary { id sequence surahNumber isPublished hasDraft draftSavedAt version publishedAt name { nl en } }\n      lesson imageUrl surahWords\n      verses { id ayahNumber verse pronunciation translation { nl en } audioUrl wordTimings { startMs endMs } }\n      versions { version publishedAt publishedBy changedFields }\n    }\n  }\n"): typeof import('./graphql').GetStaffNewLessonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation publishLesson($lessonId: ID!) {\n    publishLesson(lessonId: $lessonId) { id version }\n  }\n"): typeof import('./graphql').PublishLessonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation recordRecitationCredit($name: String!, $notice: String!, $licence: String!) {\n    recordRecitationCredit(name: $name, notice: $notice, licence: $licence) { key }\n  }\n"): typeof import('./graphql').RecordRecitationCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation restoreLessonVersion($lessonId: ID!, $version: Int!) {\n    restoreLessonVersion(lessonId: $lessonId, version: $version) { id version }\n  }\n"): typeof import('./graphql').RestoreLessonVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveLessonDraft($lessonId: ID, $lesson: JSON!) {\n    saveLessonDraft(lessonId: $lessonId, lesson: $lesson) { id hasDraft }\n  }\n"): typeof import('./graphql').SaveLessonDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation assignTeacher($userId: ID!, $courseGroupId: ID!, $assigned: Boolean!) {\n    assignTeacher(userId: $userId, courseGroupId: $courseGroupId, assigned: $assigned) { assigned }\n  }\n"): typeof import('./graphql').AssignTeacherDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation endSubscription($subscriptionId: ID!, $reason: String!) {\n    endSubscription(subscriptionId: $subscriptionId, reason: $reason) { id endsOn status }\n  }\n"): typeof import('./graphql').EndSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation extendSubscription($subscriptionId: ID!, $days: Int!, $reason: String!) {\n    extendSubscription(subscriptionId: $subscriptionId, days: $days, reason: $reason) { id endsOn status }\n  }\n"): typeof import('./graphql').ExtendSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStaffAudit($page: Int!) {\n    staffAudit(page: $page) { total pageSize entries { id createdAt actor action subject details } }\n  }\n"): typeof import('./graphql').GetStaffAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStaffMembers {\n    staffMembers { userId firstName lastName email kind groupIds }\n  }\n"): typeof import('./graphql').GetStaffMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStaffReviews {\n    staffReviews { average count distribution comments { rating comment updatedAt } }\n  }\n"): typeof import('./graphql').GetStaffReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStaffSubscriptions($page: Int!, $search: String!, $status: SubscriptionStatus) {\n    staffSubscriptions(page: $page, search: $search, status: $status) {\n      total pageSize\n      subscriptions { id email parentName groupName { nl en } profileCount maxProfiles startsOn endsOn status }\n    }\n  }\n"): typeof import('./graphql').GetStaffSubscriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStaffAnnouncements($courseGroupId: ID!) {\n    staffAnnouncements(courseGroupId: $courseGroupId) {\n      id state publishOn showUntil updatedAt title { nl en } description { nl en }\n    }\n  }\n"): typeof import('./graphql').GetStaffAnnouncementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStaffWeeklyFacts($courseGroupId: ID!) {\n    staffWeeklyFacts(courseGroupId: $courseGroupId) { id sequence state publishOn updatedAt message { nl en } }\n  }\n"): typeof import('./graphql').GetStaffWeeklyFactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveAnnouncement(\n    $courseGroupId: ID!, $id: ID, $titleNl: String!, $titleEn: String!,\n    $descriptionNl: String!, $descriptionEn: String!, $publishOn: String!, $showUntil: String\n  ) {\n    saveAnnouncement(\n      courseGroupId: $courseGroupId, id: $id, titleNl: $titleNl, titleEn: $titleEn,\n      descriptionNl: $descriptionNl, descriptionEn: $descriptionEn, publishOn: $publishOn, showUntil: $showUntil\n    ) { id }\n  }\n"): typeof import('./graphql').SaveAnnouncementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation saveWeeklyFact($courseGroupId: ID!, $id: ID, $messageNl: String!, $messageEn: String!, $publishOn: String!) {\n    saveWeeklyFact(\n      courseGroupId: $courseGroupId, id: $id, messageNl: $messageNl, messageEn: $messageEn, publishOn: $publishOn\n    ) { id }\n  }\n"): typeof import('./graphql').SaveWeeklyFactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setAnnouncementState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {\n    setAnnouncementState(courseGroupId: $courseGroupId, id: $id, state: $state) { id state }\n  }\n"): typeof import('./graphql').SetAnnouncementStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setWeeklyFactState($courseGroupId: ID!, $id: ID!, $state: PublicationChange!) {\n    setWeeklyFactState(courseGroupId: $courseGroupId, id: $id, state: $state) { id state }\n  }\n"): typeof import('./graphql').SetWeeklyFactStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation teacherCorrectRevisionGrade($userChildId: ID!, $reviewId: ID!, $grade: RevisionGrade!) {\n    teacherCorrectRevisionGrade(userChildId: $userChildId, reviewId: $reviewId, grade: $grade) { username }\n  }\n"): typeof import('./graphql').TeacherCorrectRevisionGradeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTeacherChildRevision($userChildId: ID!) {\n    teacherChildRevision(userChildId: $userChildId) {\n      name username\n      passages {\n        passage { lessonId due name { nl en } }\n        recallNow\n        reviews { id grade gradedBy reviewedAt correctedGrade correctedBy }\n      }\n    }\n  }\n"): typeof import('./graphql').GetTeacherChildRevisionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getGroupHomework($courseGroupId: ID!) {\n    groupHomework(courseGroupId: $courseGroupId) {\n      lessons { id lessonNumber name { nl en } }\n      children { id name username }\n      assignments {\n        id lessonNumber lessonName { nl en } task dueOn note { nl en } forChild\n        verses { ayah audioUrl }\n        children {\n          userChildId name username handInKind handedInAt isLate stars teacherNote\n          recordings { id ayahFrom ayahTo contentType durationMs audioUrl }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetGroupHomeworkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getGroupProgress($courseGroupId: ID!, $page: Int!) {\n    groupProgress(courseGroupId: $courseGroupId) {\n      childCount finalTestsHandedIn childPageSize\n      childrenPerLesson { lessonNumber children }\n      finishedPerWeek { weekStart lessons }\n      children(page: $page) { userChildId name username lessonReached finishedLessons finalTest revisionBehind }\n    }\n  }\n"): typeof import('./graphql').GetGroupProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStaffInbox($courseGroupId: ID!, $unreadOnly: Boolean, $search: String, $after: String) {\n    staffInbox(courseGroupId: $courseGroupId, unreadOnly: $unreadOnly, search: $search, after: $after) {\n      total unread nextCursor\n      entries {\n        __typename\n        ... on InboxText {\n          id childId childName username lessonReached kind text sentAt readAt\n          replies { message senderName createdAt }\n        }\n        ... on TeacherRecording {\n          id childId childName username lessonNumber surahNumber ayahFrom ayahTo wordFrom wordTo durationMs\n          audioUrl contentType sentAt readAt replies { message senderName createdAt }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetStaffInboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation gradeHomework($userChildId: ID!, $assignmentId: ID!, $stars: Int!, $note: String!) {\n    gradeHomework(userChildId: $userChildId, assignmentId: $assignmentId, stars: $stars, note: $note) { stars }\n  }\n"): typeof import('./graphql').GradeHomeworkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation markInboxTextRead($userChildId: ID!, $kind: TeacherTextKind!, $read: Boolean!) {\n    markInboxTextRead(userChildId: $userChildId, kind: $kind, read: $read) { childId kind read }\n  }\n"): typeof import('./graphql').MarkInboxTextReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation markRecordingHeard($userChildId: ID!, $recordingId: ID!, $heard: Boolean!) {\n    markRecordingHeard(userChildId: $userChildId, recordingId: $recordingId, heard: $heard) { id heard }\n  }\n"): typeof import('./graphql').MarkRecordingHeardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation replyToChildText($userChildId: ID!, $kind: TeacherTextKind!, $message: String!) {\n    replyToChildText(userChildId: $userChildId, kind: $kind, message: $message) { messageId }\n  }\n"): typeof import('./graphql').ReplyToChildTextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation replyToRecording($userChildId: ID!, $recordingId: ID!, $message: String!) {\n    replyToRecording(userChildId: $userChildId, recordingId: $recordingId, message: $message) { id }\n  }\n"): typeof import('./graphql').ReplyToRecordingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setHomework(\n    $courseGroupId: ID!\n    $lessonId: ID!\n    $task: HomeworkTask!\n    $dueOn: String!\n    $noteNl: String!\n    $noteEn: String!\n    $userChildId: ID\n  ) {\n    setHomework(\n      courseGroupId: $courseGroupId\n      lessonId: $lessonId\n      task: $task\n      dueOn: $dueOn\n      noteNl: $noteNl\n      noteEn: $noteEn\n      userChildId: $userChildId\n    )\n  }\n"): typeof import('./graphql').SetHomeworkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation addAccomplishedAchievement($userChildId: ID!, $achievementIds: [ID!]!) {\n    addAccomplishedAchievement(userChildId: $userChildId, achievementIds: $achievementIds) {\n      affectedRows\n      lesson { id finished percentage }\n    }\n  }\n"): typeof import('./graphql').AddAccomplishedAchievementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateLessonProgression($userChildId: ID!, $lessonId: ID!, $timeProgress: Float!) {\n    updateLessonProgression(userChildId: $userChildId, lessonId: $lessonId, timeProgress: $timeProgress) {\n      percentage timeProgress finished\n    }\n  }\n"): typeof import('./graphql').UpdateLessonProgressionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation gradeRevision($userChildId: ID!, $lessonId: ID!, $reviewId: ID!, $grade: RevisionGrade!, $reviewedAt: DateTime!) {\n    gradeRevision(userChildId: $userChildId, lessonId: $lessonId, reviewId: $reviewId, grade: $grade, reviewedAt: $reviewedAt) {\n      lessonId due revisedAt\n    }\n  }\n"): typeof import('./graphql').GradeRevisionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getStaffGroups {\n    staffGroups { id name { nl en } courseName { nl en } }\n  }\n"): typeof import('./graphql').GetStaffGroupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation switchRole($to: SessionRole!) {\n    switchRole(to: $to) { actingAs }\n  }\n"): typeof import('./graphql').SwitchRoleDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
