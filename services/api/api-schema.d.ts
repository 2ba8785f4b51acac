/* Generated from docs/api/openapi.yaml by `npm run contract:types` (openapi-typescript). Do not edit. */

export interface paths {
    "/auth/token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email or phone and password */
        post: operations["obtainToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a new access token for the refresh token
         * @description Rotates the refresh token. The token a rotation replaced still answers the session's current pair, unchanged, for 30 s; used after that window it is a reuse: 401 and the session ends (docs/api/accounts.md "Refresh reuse").
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session named by its refresh or access token
         * @description Signed in or not (the access token may be expired). Ends the session named by the body's refresh token or by the bearer access token (either will do; the refresh may be empty); both are refused after it.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login/social/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with Google */
        post: operations["socialLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user/verify_phone_exist/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell whether an account has this phone number */
        post: operations["verifyPhoneExists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/generate_no_user/phone-number-verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a one-time code to a phone number, signed out */
        post: operations["sendGuestPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/verify-no-user-phone-number-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a one-time code sent to a phone number, signed out */
        post: operations["verifyGuestPhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/generate/phone-number-verify/otp/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a one-time code to a user's new phone number */
        post: operations["sendPhoneChangeCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/verify-phone-number-otp/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the one-time code and change the user's phone number */
        post: operations["verifyPhoneChangeCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user/last_phone_change/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When the user's phone number last changed */
        get: operations["getLastPhoneChange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with an email and a password */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register_confirm_no_user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with a verified phone number */
        post: operations["registerWithPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify an email address with the emailed token */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resend-verification-email/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email the verification link again */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a password reset */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password/{token}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in user's password */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user/profile/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile */
        get: operations["getUserProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user/update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the signed-in user's profile */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user/update/language/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the signed-in user's language */
        put: operations["updateLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/deactivate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the signed-in user's account */
        post: operations["deactivateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's addresses */
        get: operations["listAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/create/user/address/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an address */
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/update/user/address/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an address */
        put: operations["updateAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/delete/user/address/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an address */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/country-by-code-name/{codeName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a country by its code name
         * @description The one call made before the country is known; `country` is optional here.
         */
        get: operations["getCountryByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/cities/by-country/{countryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A country's cities */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/neighborhood/by-city/{cityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A city's neighborhoods */
        get: operations["listNeighborhoods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/upload/image/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a photo */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/main-categories/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service catalogue's main categories */
        get: operations["listMainCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/main-categories/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A main category with its sub-services */
        get: operations["getMainCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/sub-services/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sub-service */
        get: operations["getSubService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/sub-services/{id}/questions/first/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sub-service's first question */
        get: operations["getFirstQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/questions/{id}/next/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The question that follows an answer */
        post: operations["getNextQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's requests */
        get: operations["listRequests"];
        put?: never;
        /** Send a service request */
        post: operations["createRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request with its details */
        get: operations["getRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a request */
        post: operations["cancelRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/close/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a request */
        post: operations["closeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/complete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a request's work complete */
        post: operations["completeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/providers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Providers the client may invite to a request */
        get: operations["listSuggestedProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/invite/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a provider to a request */
        post: operations["inviteProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/offers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request's offers */
        get: operations["listRequestOffers"];
        put?: never;
        /** Send an offer on a request */
        post: operations["sendOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An offer */
        get: operations["getOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change one's own pending offer
         * @description Designed (issue 34). Its provider only (404 otherwise), while pending (409 "This offer is no longer available"); the price rule is the send's; no new charge. A changed price keeps the one before in `previous_price`; any change sets `edited_at` and tells the client.
         */
        patch: operations["updateOffer"];
        trace?: never;
    };
    "/offers/{id}/hire/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hire the provider of an offer */
        post: operations["hireOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/reject/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn an offer down */
        post: operations["rejectOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/withdraw/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw one's own offer */
        post: operations["withdrawOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/offers/{id}/contacted/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the client is contacting the offer's provider (best effort)
         * @description The request's owner only (anyone else gets a 404). Stamps `contacted_at` (and `seen_at` if still null) the first time; later calls change nothing. The app fires it on the WhatsApp tap and never waits for it (docs/api/marketplace.md "Receipts").
         */
        post: operations["markOfferContacted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/opportunities/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's job feed */
        get: operations["listJobOpportunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/hidden/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The jobs the provider hid */
        get: operations["listHiddenJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/submitted-offers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offers the provider sent */
        get: operations["listSubmittedOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/submitted-offers/funnel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's funnel over the offers sent in the last 30 days */
        get: operations["getOfferFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/scheduled/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's scheduled and completed works */
        get: operations["listScheduledWorks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job as the provider sees it */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/hide/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a job from the feed */
        post: operations["hideJob"];
        /** Show a hidden job again */
        delete: operations["unhideJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/delete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a job from the feed for good */
        post: operations["deleteJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/profile/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in provider's profile */
        get: operations["getProviderProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/update/provider/profile/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the provider's profile */
        put: operations["updateProviderProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/create/provider/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a provider profile */
        post: operations["createProviderProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/profile/services-location/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set where the provider works */
        put: operations["updateServicesLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/profile/pause/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause the provider's job feed */
        post: operations["pauseProvider"];
        /** Resume the provider's job feed */
        delete: operations["resumeProvider"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/balance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's balance and free offers */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set or remove the daily spending limit
         * @description Designed (issue 34). `daily_spend_cap` in whole dinars from 1 to 1,000, or null for no limit; a 400 on `fields.daily_spend_cap` "Enter whole dinars from 1 to 1,000" otherwise. Paid offers past the limit in one Asia/Amman day are refused with a 402 (docs/api/marketplace.md "Spending limit").
         */
        patch: operations["updateBalanceSettings"];
        trace?: never;
    };
    "/provider/balance/history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's balance movements, newest first
         * @description Every movement of the balance: top-ups, paid offers (with their job and reference number) and credits back of paid offers the client did not see within 48 hours (docs/api/marketplace.md "Credit back"). Credits due are run before it answers.
         */
        get: operations["listBalanceMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/balance/top-up/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a balance top-up at the payment gateway */
        post: operations["startTopUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/balance/top-up/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A top-up's state */
        get: operations["getTopUp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{userId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A provider's public profile */
        get: operations["getPublicProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{userId}/reviews/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A provider's reviews */
        get: operations["listProviderReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/rate-provider/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate the hired provider */
        post: operations["rateProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/rate-client/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate the client */
        post: operations["rateClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ratings/received/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ratings the user received */
        get: operations["listReceivedRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a user (on a request or not) */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's notifications */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unread-count/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications are unread */
        get: operations["getUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a notification read */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/push-subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register this device's push subscription
         * @description Designed (issue 35). Idempotent per `endpoint`: the same endpoint again updates its keys, language and role (201 either way). The backend sends this device a Web Push (VAPID) for the caller's events in `language`, honouring the caller's preferences and quiet hours (docs/api/marketplace.md "Push").
         */
        post: operations["registerPushSubscription"];
        /**
         * Remove this device's push subscription
         * @description Designed (issue 35). Removes the caller's subscription with this endpoint; an unknown endpoint is no error (204 either way). Logout and account close call it, best effort.
         */
        delete: operations["removePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/preferences/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which events are pushed, and the quiet hours
         * @description Designed (issue 35). A new account's: every event on, quiet 22:00–07:00 (Asia/Amman).
         */
        get: operations["getNotificationPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change which events are pushed, or the quiet hours
         * @description Designed (issue 35). Any subset of the fields; the times are `HH:MM` on Amman's clock (400 "Enter a time as HH:MM" in `fields.quiet_start` / `fields.quiet_end`); equal times mean no quiet hours.
         */
        patch: operations["updateNotificationPreferences"];
        trace?: never;
    };
    "/articles/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The articles */
        get: operations["listArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/articles/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An article */
        get: operations["getArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/help-center/topics/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The help center's topics */
        get: operations["listHelpTopics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/help-center/topics/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A help topic with its questions */
        get: operations["getHelpTopic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testimonials/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The testimonials */
        get: operations["listTestimonials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact-us/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the team */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            error: string;
            fields?: {
                [key: string]: string;
            };
            /** @description Designed (issue 43): why, for a client to act on; so far `daily_spend_cap` on the 402 of a send past the spending limit. */
            code?: string;
        };
        RateLimited: components["schemas"]["Error"] & {
            retry_after: number;
        };
        Detail: {
            detail: string;
        };
        /** @description DRF pagination; each list narrows `results`. */
        Page: {
            count: number;
            next: string | null;
            previous: string | null;
            results: unknown[];
        };
        TokenPair: {
            access: string;
            refresh: string;
        };
        SignedIn: components["schemas"]["TokenPair"] & {
            /**
             * @description The closed account was reopened.
             * @constant
             */
            recovered?: true;
        };
        RefreshedPair: {
            access: string;
            refresh?: string;
        };
        OtpSent: {
            /** @description Names this attempt in the verify call. */
            hashed_id: string;
            /** @description Seconds before a resend is allowed. */
            resend_after: number;
        };
        NoUserOtpVerified: {
            /** @constant */
            verified: true;
            /** @description Set when the number belongs to an account and `reset_password` is false. */
            access?: string;
            refresh?: string;
            /** @description Set when `reset_password` is true: use with resetPassword. */
            reset_token?: string;
        };
        RegisterBody: {
            first_name: string;
            last_name: string;
            email: string;
            password: string;
            is_service_provider: boolean;
            country: number;
            language: string;
            /** @description Where the person came from (the page before sign-up), for attribution. */
            referer: string;
            /** @description The verify-email page the emailed link opens; the backend appends `?token=` (an origin of the site only). */
            redirect_url: string;
        };
        Registered: {
            id: number;
            email: string;
            is_email_verified: boolean;
        };
        RegisterNoUserBody: {
            fullName: string;
            email: string;
            password: string;
            phoneNumber: string;
            is_service_provider: boolean;
            country: number;
            language: string;
            isCompany: boolean;
            referer: string;
            redirect_url: string;
        };
        Country: {
            id: number;
            code_name: string;
            name_ar: string;
            name_en: string;
            /** @description Only Jordan is open for business. */
            is_available: boolean;
            dial_code: string;
        };
        NamedRef: {
            id: number;
            name_ar: string;
            name_en: string;
        };
        City: components["schemas"]["NamedRef"] & {
            country: number;
        };
        Neighborhood: components["schemas"]["NamedRef"] & {
            city: number;
        };
        /** @enum {unknown} */
        Gender: "male" | "female";
        /** @enum {unknown} */
        AccountType: "personal" | "company";
        User: {
            id: number;
            first_name: string;
            last_name: string;
            email: string;
            phone_number: string | null;
            gender: components["schemas"]["Gender"] | null;
            account_type: components["schemas"]["AccountType"];
            company_name: string | null;
            profile_photo: string | null;
            language: string;
            /** @description The country id; it cannot be changed. */
            country: number;
            /** Format: date-time */
            date_joined: string;
            is_service_provider: boolean;
            has_provider_account: boolean;
            is_email_verified: boolean;
        };
        UserProfile: {
            /** @description The profile id (not the user id). */
            id: number;
            user: components["schemas"]["User"];
        };
        /** @description Partial; `password` is required when `email` changes. */
        UserUpdateBody: {
            first_name?: string;
            last_name?: string;
            email?: string;
            gender?: components["schemas"]["Gender"];
            company_name?: string | null;
            profile_photo?: string | null;
            is_service_provider?: boolean;
            password?: string;
        };
        LanguageBody: {
            /** @enum {unknown} */
            language: "ar" | "en";
        };
        /** @enum {unknown} */
        AddressType: "home" | "work" | "other";
        AddressBody: {
            city: number;
            neighborhood: number;
            address_type: components["schemas"]["AddressType"];
            name: string;
        };
        Address: {
            id: number;
            city: number;
            neighborhood: number;
            address_type: components["schemas"]["AddressType"];
            name: string;
            city_name_ar: string;
            city_name_en: string;
            neighborhood_name_ar: string;
            neighborhood_name_en: string;
        };
        /** @enum {unknown} */
        CatalogueIcon: "cleaning" | "plumbing" | "electrical" | "ac" | "moving" | "painting" | "carpentry" | "pest-control" | "appliances" | "gardening";
        SubService: {
            id: number;
            /** @description The main category's id. */
            category: number;
            icon: components["schemas"]["CatalogueIcon"];
            name_ar: string;
            name_en: string;
            description_ar: string;
            description_en: string;
        };
        MainCategory: {
            id: number;
            icon: components["schemas"]["CatalogueIcon"];
            name_ar: string;
            name_en: string;
            description_ar: string;
            description_en: string;
            sub_services: components["schemas"]["SubService"][];
        };
        /** @enum {unknown} */
        QuestionType: "text" | "text_area" | "panel" | "ui_tags";
        Question: {
            id: number;
            sub_service: number;
            /** @enum {unknown} */
            user_type: "client" | "provider";
            question_type: components["schemas"]["QuestionType"];
            is_mandatory: boolean;
            is_multiple_select: boolean;
            is_last: boolean;
            title_ar: string;
            title_en: string;
            placeholder_ar: string;
            placeholder_en: string;
            options: {
                id: number;
                label_ar: string;
                label_en: string;
            }[];
        };
        /** @enum {unknown} */
        Timing: "urgent" | "within_two_weeks" | "after_two_weeks" | "planning";
        /** @enum {unknown} */
        RequestStatus: "open" | "offers_received" | "provider_hired" | "completed" | "cancelled" | "closed";
        /** @enum {unknown} */
        OfferStatus: "pending" | "hired" | "rejected";
        /** @enum {unknown} */
        OfferOutcome: "pending" | "hired" | "rejected_by_client" | "rejected_by_system" | "withdrawn";
        Answer: string | number | number[] | null;
        CreateRequestBody: {
            sub_service: number;
            address: number;
            timing: components["schemas"]["Timing"];
            /** @description Keyed by question id. */
            answers: {
                [key: string]: components["schemas"]["Answer"];
            };
            comment?: string;
            images?: string[];
        };
        ServiceRequestSummary: {
            id: number;
            /** @example JO-2026-006001 */
            reference_number: string;
            sub_service: components["schemas"]["NamedRef"] & {
                category: number;
                icon: components["schemas"]["CatalogueIcon"];
            };
            city: components["schemas"]["NamedRef"];
            neighborhood: components["schemas"]["NamedRef"] | null;
            timing: components["schemas"]["Timing"];
            status: components["schemas"]["RequestStatus"];
            /** @description Pending and hired offers. */
            offers_count: number;
            comment: string;
            images: string[];
            /** Format: date-time */
            created_at: string;
        };
        AnswerView: {
            question: number;
            question_type: components["schemas"]["QuestionType"];
            question_ar: string;
            question_en: string;
            answer_ar: string;
            answer_en: string;
        };
        ServiceRequestDetails: components["schemas"]["ServiceRequestSummary"] & {
            status_reason: string | null;
            is_owner: boolean;
            client: {
                id: number;
                /** @description First name and the last name's initial. */
                display_name: string;
                /** @description Only the owner and the hired provider see it. */
                phone_number: string | null;
            };
            /** @description The service location; the owner and the hired provider only, null for others. */
            address: components["schemas"]["Address"] | null;
            /** @description What an offer is priced on; shown to every provider who may open the job. */
            answers: components["schemas"]["AnswerView"][];
            hired_offer: number | null;
            /** @description Providers the owner invited (owner only; empty for others). */
            invited_providers: number[];
            /** @description The caller's own rating on this request; null until sent. */
            my_rating: components["schemas"]["Rating"] | null;
        };
        ProviderSummary: {
            /** @description The provider's user id. */
            id: number;
            display_name: string;
            account_type: components["schemas"]["AccountType"];
            profile_photo: string | null;
            main_category: number | null;
            city: components["schemas"]["NamedRef"] | null;
            rating_average: number | null;
            ratings_count: number;
            completed_jobs: number;
        };
        Offer: {
            id: number;
            request: number;
            request_reference: string;
            provider: components["schemas"]["ProviderSummary"];
            /** @description JOD. */
            price: number;
            details: string;
            images: string[];
            /**
             * Format: date
             * @description The day the provider proposes to do the work (YYYY-MM-DD), if given.
             */
            proposed_date: string | null;
            status: components["schemas"]["OfferStatus"];
            rejection_source: ("client" | "provider" | "system") | null;
            rejection_reason: string | null;
            /** @description For the request's owner only. */
            whatsapp_number: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description Designed, optional. When the request's owner first opened the offer (docs/api/marketplace.md "Receipts").
             */
            seen_at?: string | null;
            /**
             * Format: date-time
             * @description Designed, optional. When the client first tapped WhatsApp on the offer.
             */
            contacted_at?: string | null;
            /** @description Designed, optional: the price before the last change of it (PATCH offers/{id}/). Left out = no old price shown. */
            previous_price?: number | null;
            /**
             * Format: date-time
             * @description Designed, optional: when its provider last changed it. Left out = no "Updated" mark.
             */
            edited_at?: string | null;
            /** @description Designed, optional. JOD taken from the balance for it (0 = a free offer). For its provider only. */
            charged?: number;
            /**
             * Format: date-time
             * @description Designed, optional. When its cost came back, unseen (marketplace.md "Credit back"). For its provider only.
             */
            credited_at?: string | null;
        };
        SendOfferBody: {
            price: number;
            details?: string;
            images?: string[];
            /** Format: date */
            proposed_date?: string | null;
        };
        /** @description What changes; a field left out stays as it was. */
        UpdateOfferBody: {
            price?: number;
            details?: string;
            /** Format: date */
            proposed_date?: string | null;
        };
        JobOpportunity: components["schemas"]["ServiceRequestSummary"] & {
            is_invited: boolean;
        };
        JobDetails: components["schemas"]["ServiceRequestDetails"] & {
            my_offer: components["schemas"]["Offer"] | null;
            /** @description Designed, optional: the client confirmed their phone with a code. Left out = nothing shown. */
            client_phone_verified?: boolean;
            /** @description Designed, optional: percent of the client's requests that hired a provider, rounded; null under 3 requests. Left out = nothing shown. */
            client_hire_rate?: number | null;
        };
        HiddenJob: {
            job: components["schemas"]["JobOpportunity"];
            reason: string;
            /** Format: date-time */
            hidden_at: string;
        };
        ScheduledWork: {
            job: components["schemas"]["JobDetails"];
            /** Format: date */
            scheduled_for: string;
        };
        ProviderProfile: {
            id: number;
            user: number;
            account_type: components["schemas"]["AccountType"];
            display_name: string;
            main_category: number | null;
            sub_services: number[];
            description: string;
            gallery: string[];
            languages: string[];
            city: number | null;
            covered_areas: number[];
            /**
             * Format: date-time
             * @description Until when no new jobs are offered, or null.
             */
            paused_until: string | null;
            /**
             * Format: date-time
             * @description The last services-location change (once a calendar month), or null.
             */
            location_changed_at: string | null;
            /** @description JOD. */
            balance: number;
            free_offers_left: number;
            rating_average: number | null;
            ratings_count: number;
            completed_jobs: number;
            /** Format: date-time */
            created_at: string;
        };
        ProviderProfileInfo: {
            main_category?: number;
            sub_services?: number[];
            description?: string;
            gallery?: string[];
            languages?: string[];
        };
        CreateProviderProfileBody: {
            account_type: components["schemas"]["AccountType"];
            company_name?: string;
            main_category: number;
            sub_services: number[];
            description: string;
            gallery: string[];
            languages: string[];
            city: number;
            covered_areas: number[];
        };
        ServicesLocation: {
            city: number;
            covered_areas: number[];
        };
        Balance: {
            balance: number;
            /** @constant */
            currency: "JOD";
            /** @description What one offer costs once the free ones are used. */
            offer_cost: number;
            free_offers_per_day: number;
            free_offers_left: number;
            /** @description "all 5 free daily offers used" when none are left today, else null. */
            message: string | null;
            /** @description Designed (issue 34): the daily spending limit in whole JOD, null for none. */
            daily_spend_cap?: number | null;
            /** @description Designed (issue 34): paid offers' charges this Asia/Amman day (free offers do not count). */
            spent_today?: number;
            /** @description Designed (issue 43): a paid offer its client has not opened this many hours after sending comes back to the balance (marketplace.md "Credit back"); null: nothing is credited back. Without it the app promises no credit back. */
            credit_after_hours?: number | null;
        };
        BalanceSettingsBody: {
            daily_spend_cap: number | null;
        };
        /** @description The provider's offers sent in the last `days` days (the boundary included). A client needs only `sent`; a step it does not get is left out of the funnel. */
        OfferFunnel: {
            /** @description The window, 30. */
            days: number;
            sent: number;
            /** @description Opened by their client (or contacted, or hired: neither happens unopened). */
            seen: number;
            /** @description Their client tapped WhatsApp on them (`contacted_at`). */
            contacted: number;
            hired: number;
            /** @description JOD these offers took from the balance. */
            spent: number;
            /** @description JOD of that credited back (`credited_at`). */
            credited: number;
        };
        BalanceMovement: {
            id: number;
            /**
             * @description A top-up, a paid offer, a credit back; a client shows any other kind as "Other movement".
             * @enum {unknown}
             */
            kind: "top_up" | "offer_paid" | "credit";
            /** @description Signed JOD: a top-up and a credit add, a paid offer takes. */
            amount: number;
            /** @description The balance after it (a client without it works it back). */
            balance_after?: number;
            /** Format: date-time */
            created_at?: string;
            /** @description The job a paid offer or a credit was for. */
            request?: number | null;
            request_reference?: string | null;
            sub_service?: components["schemas"]["NamedRef"] | null;
            offer?: number | null;
        };
        PublicProviderProfile: components["schemas"]["ProviderSummary"] & {
            description: string;
            sub_services: number[];
            gallery: string[];
            languages: string[];
            covered_areas: number[];
            member_since: string;
        };
        TopUp: {
            payment_id: string;
            amount: number;
            /** @enum {unknown} */
            status: "pending" | "paid" | "failed" | "cancelled";
            /** @description Where to send the browser to pay: the gateway's hosted page, on the payment origin. */
            checkout_url: string;
        };
        Rating: {
            id: number;
            request: number;
            /** @enum {unknown} */
            direction: "client_to_provider" | "provider_to_client";
            rater: {
                id: number;
                display_name: string;
            };
            /** @description The rated user's id. */
            rated: number;
            scores: {
                [key: string]: number;
            };
            /** @description The mean of the scores, one decimal. */
            average: number;
            experience: string;
            /** Format: date-time */
            created_at: string;
        };
        Score: number;
        RateProviderBody: {
            overall_quality: components["schemas"]["Score"];
            communication: components["schemas"]["Score"];
            punctuality: components["schemas"]["Score"];
            professionalism: components["schemas"]["Score"];
            meeting_expectations: components["schemas"]["Score"];
            worth_the_cost: components["schemas"]["Score"];
            work_quality: components["schemas"]["Score"];
            cleanliness: components["schemas"]["Score"];
            experience: string;
        };
        RateClientBody: {
            payment_timing: components["schemas"]["Score"];
            respect_and_professionalism: components["schemas"]["Score"];
            clarity_of_requirements: components["schemas"]["Score"];
            experience: string;
        };
        /** @enum {unknown} */
        ReportReason: "fraud" | "inappropriate_behaviour" | "no_show" | "spam" | "fake_profile" | "other";
        ReportBody: {
            reported_user: number;
            request: number | null;
            reason: components["schemas"]["ReportReason"];
            explanation?: string;
        };
        Report: {
            id: number;
            reported_user: number;
            request: number | null;
            reason: components["schemas"]["ReportReason"];
            explanation: string;
            /** Format: date-time */
            created_at: string;
        };
        /** @enum {unknown} */
        NotificationKind: "new_offer" | "hired" | "offer_rejected" | "invited" | "rated" | "report_received" | "request_closed" | "completed" | "offer_credited" | "offer_updated" | "offer_withdrawn" | "general";
        AppNotification: {
            id: number;
            kind: components["schemas"]["NotificationKind"];
            title_ar: string;
            title_en: string;
            body_ar: string;
            body_en: string;
            request: number | null;
            offer: number | null;
            is_read: boolean;
            /** Format: date-time */
            created_at: string;
        };
        ArticleSummary: {
            id: number;
            title_ar: string;
            title_en: string;
            summary_ar: string;
            summary_en: string;
            cover_image: string;
            reading_minutes: number;
            published_at: string;
        };
        Article: components["schemas"]["ArticleSummary"] & {
            body_ar: string;
            body_en: string;
        };
        HelpTopic: {
            id: number;
            title_ar: string;
            title_en: string;
            description_ar: string;
            description_en: string;
            /** @enum {unknown} */
            audience: "client" | "provider" | "all";
            questions: {
                id: number;
                question_ar: string;
                question_en: string;
                answer_ar: string;
                answer_en: string;
            }[];
        };
        Testimonial: {
            id: number;
            name_ar: string;
            name_en: string;
            city_ar: string;
            city_en: string;
            quote_ar: string;
            quote_en: string;
            /** @enum {unknown} */
            role: "client" | "provider";
            rating: number;
        };
        /** @enum {unknown} */
        ContactTopic: "general" | "account" | "requests" | "offers" | "payments" | "report_problem";
        ContactMessageBody: {
            topic: components["schemas"]["ContactTopic"];
            details: string;
            name?: string;
            email?: string;
        };
        ContactMessage: {
            id: number;
            topic: components["schemas"]["ContactTopic"];
            details: string;
            name: string;
            email: string;
            /** Format: date-time */
            created_at: string;
        };
        AddressPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["Address"][];
        };
        CityPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["City"][];
        };
        NeighborhoodPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["Neighborhood"][];
        };
        MainCategoryPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["MainCategory"][];
        };
        RequestSummaryPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["ServiceRequestSummary"][];
        };
        ProviderSummaryPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["ProviderSummary"][];
        };
        OfferPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["Offer"][];
        };
        JobOpportunityPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["JobOpportunity"][];
        };
        BalanceMovementPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["BalanceMovement"][];
        };
        HiddenJobPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["HiddenJob"][];
        };
        ScheduledWorkPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["ScheduledWork"][];
        };
        RatingPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["Rating"][];
        };
        PushSubscriptionBody: {
            /** Format: uri */
            endpoint: string;
            keys: {
                p256dh: string;
                auth: string;
            };
            /** @enum {unknown} */
            language: "ar" | "en";
            /** @enum {unknown} */
            role: "client" | "provider";
        };
        PushSubscription: {
            /** Format: uri */
            endpoint: string;
            /** @enum {unknown} */
            language: "ar" | "en";
            /** @enum {unknown} */
            role: "client" | "provider";
            /** Format: date-time */
            created_at: string;
        };
        NotificationPreferences: {
            new_job: boolean;
            offer_seen: boolean;
            hired: boolean;
            message: boolean;
            /** @description Designed, optional (issue 44): a client's new offer. Left out = a message. */
            new_offer?: boolean;
            /** @description Designed, optional (issue 44): an offer changed. Left out = a message. */
            offer_updated?: boolean;
            /** @description Designed, optional (issue 44): an offer withdrawn. Left out = a message. */
            offer_withdrawn?: boolean;
            quiet_start: string;
            quiet_end: string;
        };
        NotificationPreferencesBody: {
            new_job?: boolean;
            offer_seen?: boolean;
            hired?: boolean;
            message?: boolean;
            /** @description Designed, optional (issue 44): a client's new offer. Left out = a message. */
            new_offer?: boolean;
            /** @description Designed, optional (issue 44): an offer changed. Left out = a message. */
            offer_updated?: boolean;
            /** @description Designed, optional (issue 44): an offer withdrawn. Left out = a message. */
            offer_withdrawn?: boolean;
            quiet_start?: string;
            quiet_end?: string;
        };
        NotificationPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["AppNotification"][];
        };
        ArticleSummaryPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["ArticleSummary"][];
        };
        HelpTopicPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["HelpTopic"][];
        };
        TestimonialPage: components["schemas"]["Page"] & {
            results?: components["schemas"]["Testimonial"][];
        };
    };
    responses: {
        /** @description Done */
        Detail: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Detail"];
            };
        };
        /** @description A 6-digit code is sent over WhatsApp */
        OtpSent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OtpSent"];
            };
        };
        /** @description The profile id and the nested user */
        UserProfile: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UserProfile"];
            };
        };
        /** @description The request as the caller may see it */
        RequestDetails: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ServiceRequestDetails"];
            };
        };
        /** @description The offer */
        Offer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Offer"];
            };
        };
        /** @description The caller's provider profile */
        ProviderProfile: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProviderProfile"];
            };
        };
        /** @description The caller's push preferences */
        NotificationPreferences: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotificationPreferences"];
            };
        };
        /** @description A count */
        Count: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    count: number;
                };
            };
        };
        /** @description A body, query or key the call refuses (field errors in `fields`) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid session (the app refreshes once, then expires the session); wrong credentials on obtainToken */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not enough balance ("You don't have enough balance"), or the daily spending limit is reached ("Your daily spending limit of {cap} JOD is reached", in the caller's language, with `code` `daily_spend_cap`; checked before the balance) */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Wrong region, or not this caller's to do */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No result found (also someone else's) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The record's state forbids it, or the Idempotency-Key is still in progress */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description This Idempotency-Key was used with a different request */
        IdempotencyMismatch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Past an abuse limit (docs/api/accounts.md "Abuse limits") */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RateLimited"];
            };
        };
        /** @description A phone code asked again before `resend_after`, the day's codes used, or a code locked after 5 wrong tries (docs/api/accounts.md "Phone codes") */
        OtpLimited: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The server failed; the app keeps the user's input and offers a retry */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
        country: number;
        /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
        acceptLanguage: string;
        /** @description UUID v4 made when the draft starts; see `x-conventions.idempotency`. */
        idempotencyKey: string;
        id: number;
        /** @description A user id (not a profile id). */
        userId: number;
        page: number;
        pageSize: number;
        /** @description The spec's convention for lists read whole; the path carries it exactly. */
        pageSizeAll: 99999;
    };
    requestBodies: {
        Credentials: {
            content: {
                "application/json": {
                    /** @description an email address or a phone number */
                    email: string;
                    password: string;
                };
            };
        };
        Refresh: {
            content: {
                "application/json": {
                    refresh: string;
                };
            };
        };
        PhoneNumber: {
            content: {
                "application/json": {
                    phone_number: string;
                };
            };
        };
        OtpCheck: {
            content: {
                "application/json": {
                    reset_password: boolean;
                    otp: string;
                    hashed_id: string;
                };
            };
        };
        Address: {
            content: {
                "application/json": components["schemas"]["AddressBody"];
            };
        };
        Reason: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        OptionalReason: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        Empty: {
            content: {
                "application/json": Record<string, never>;
            };
        };
    };
    headers: {
        /** @description `true` when the answer is the replay of a first answer under the same key. */
        IdempotentReplayed: "true";
        /** @description Seconds until the call is allowed again. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    obtainToken: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Credentials"];
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    refreshToken: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Refresh"];
        responses: {
            /** @description A new access token (and the rotated refresh token; the current pair within the reuse window) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshedPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Refresh"];
        responses: {
            200: components["responses"]["Detail"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    socialLogin: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    redirect_uri: string;
                    phoneNumber: string;
                    /** @constant */
                    provider: "google-oauth2";
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    verifyPhoneExists: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PhoneNumber"];
        responses: {
            /** @description Whether an account has this number */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exists: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    sendGuestPhoneCode: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PhoneNumber"];
        responses: {
            200: components["responses"]["OtpSent"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["OtpLimited"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    verifyGuestPhoneCode: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OtpCheck"];
        responses: {
            /** @description Verified; tokens or a reset token as docs/api/accounts.md says */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoUserOtpVerified"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["OtpLimited"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    sendPhoneChangeCode: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                /** @description A user id (not a profile id). */
                userId: components["parameters"]["userId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["PhoneNumber"];
        responses: {
            200: components["responses"]["OtpSent"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["OtpLimited"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    verifyPhoneChangeCode: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                /** @description A user id (not a profile id). */
                userId: components["parameters"]["userId"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OtpCheck"];
        responses: {
            /** @description The number is changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        verified: true;
                        phone_number: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["OtpLimited"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getLastPhoneChange: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description When the phone number last changed (null never) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        last_change: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    register: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterBody"];
            };
        };
        responses: {
            /** @description Registered; a verify-email link is emailed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Registered"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    registerWithPhone: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterNoUserBody"];
            };
        };
        responses: {
            /** @description Registered and signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    verifyEmail: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Detail"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resendVerificationEmail: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    redirect_url: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Detail"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    forgotPassword: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {unknown} */
                    type: "client" | "service_provider";
                    redirect_url: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Detail"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resetPassword: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    new_password: string;
                    confirm_password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Detail"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    old_password: string;
                    new_password: string;
                    confirm_new_password: string;
                    referer: string;
                };
            };
        };
        responses: {
            /** @description Changed; the caller's session goes on with the fresh pair (a backend may answer `{detail}` alone) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        access?: string;
                        refresh?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getUserProfile: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserProfile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateUser: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateBody"];
            };
        };
        responses: {
            200: components["responses"]["UserProfile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateLanguage: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageBody"];
            };
        };
        responses: {
            /** @description The saved language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageBody"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deactivateAccount: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Closed; recoverable by signing in until `recover_until` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        closed_at: string;
                        /** Format: date-time */
                        recover_until: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAddresses: {
        parameters: {
            query: {
                /** @description The spec's convention for lists read whole; the path carries it exactly. */
                page_size: components["parameters"]["pageSizeAll"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAddress: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description UUID v4 made when the draft starts; see `x-conventions.idempotency`. */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Address"];
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyMismatch"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateAddress: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Address"];
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteAddress: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCountryByCode: {
        parameters: {
            query?: {
                country?: number;
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                codeName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The country */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"];
                };
            };
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCities: {
        parameters: {
            query: {
                /** @description The spec's convention for lists read whole; the path carries it exactly. */
                page_size: components["parameters"]["pageSizeAll"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                countryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The country's cities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listNeighborhoods: {
        parameters: {
            query: {
                /** @description The spec's convention for lists read whole; the path carries it exactly. */
                page_size: components["parameters"]["pageSizeAll"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                cityId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The city's neighbourhoods */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NeighborhoodPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadImage: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    /** @enum {unknown} */
                    purpose: "profile_photo" | "request" | "provider_gallery" | "offer";
                };
            };
        };
        responses: {
            /** @description Stored (metadata stripped) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listMainCategories: {
        parameters: {
            query: {
                /** @description The spec's convention for lists read whole; the path carries it exactly. */
                page_size: components["parameters"]["pageSizeAll"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MainCategoryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMainCategory: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A main category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MainCategory"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSubService: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A sub-service */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubService"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getFirstQuestion: {
        parameters: {
            query: {
                user_type: "client" | "provider";
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flow's first question */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Question"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getNextQuestion: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    option_ids: number[];
                };
            };
        };
        responses: {
            /** @description The next question, or null after the last */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        question: components["schemas"]["Question"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listRequests: {
        parameters: {
            query: {
                scope: "current" | "previous";
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's requests, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestSummaryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createRequest: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description UUID v4 made when the draft starts; see `x-conventions.idempotency`. */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRequestBody"];
            };
        };
        responses: {
            /** @description Created (open) */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRequestDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyMismatch"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getRequest: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RequestDetails"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    cancelRequest: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Reason"];
        responses: {
            200: components["responses"]["RequestDetails"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    closeRequest: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Reason"];
        responses: {
            200: components["responses"]["RequestDetails"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    completeRequest: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["RequestDetails"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSuggestedProviders: {
        parameters: {
            query: {
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Providers the owner may invite */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderSummaryPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    inviteProvider: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider: number;
                };
            };
        };
        responses: {
            200: components["responses"]["RequestDetails"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listRequestOffers: {
        parameters: {
            query: {
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request's offers, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    sendOffer: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description UUID v4 made when the draft starts; see `x-conventions.idempotency`. */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendOfferBody"];
            };
        };
        responses: {
            /** @description Sent (pending) */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyMismatch"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOffer: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Offer"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateOffer: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOfferBody"];
            };
        };
        responses: {
            200: components["responses"]["Offer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    hireOffer: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["Offer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    rejectOffer: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OptionalReason"];
        responses: {
            200: components["responses"]["Offer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    withdrawOffer: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["OptionalReason"];
        responses: {
            200: components["responses"]["Offer"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    markOfferContacted: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Empty"];
        responses: {
            /** @description Recorded (or already recorded) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listJobOpportunities: {
        parameters: {
            query: {
                timing?: components["schemas"]["Timing"];
                offers_count?: 0 | 1 | 2 | 3;
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Requests taking offers that match the provider */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobOpportunityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listHiddenJobs: {
        parameters: {
            query: {
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Jobs the provider hid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HiddenJobPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSubmittedOffers: {
        parameters: {
            query: {
                outcome?: components["schemas"]["OfferOutcome"];
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's offers, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOfferFunnel: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent, seen, contacted, hired; JOD spent and credited back */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferFunnel"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listScheduledWorks: {
        parameters: {
            query: {
                scope?: "upcoming" | "completed";
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's hired works */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledWorkPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getJob: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A job open to the provider */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobDetails"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    hideJob: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Reason"];
        responses: {
            /** @description Done */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    unhideJob: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteJob: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Reason"];
        responses: {
            /** @description Done */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getProviderProfile: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProviderProfile"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateProviderProfile: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderProfileInfo"];
            };
        };
        responses: {
            200: components["responses"]["ProviderProfile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createProviderProfile: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description UUID v4 made when the draft starts; see `x-conventions.idempotency`. */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProviderProfileBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyMismatch"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateServicesLocation: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicesLocation"];
            };
        };
        responses: {
            200: components["responses"]["ProviderProfile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    pauseProvider: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: number;
                };
            };
        };
        responses: {
            200: components["responses"]["ProviderProfile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resumeProvider: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProviderProfile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getBalance: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balance and free offers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Balance"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateBalanceSettings: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BalanceSettingsBody"];
            };
        };
        responses: {
            /** @description The balance with its new limit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Balance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listBalanceMovements: {
        parameters: {
            query: {
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of movements */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceMovementPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    startTopUp: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description UUID v4 made when the draft starts; see `x-conventions.idempotency`. */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    return_url?: string;
                };
            };
        };
        responses: {
            /** @description Started (pending) */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopUp"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyMismatch"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTopUp: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The top-up's outcome */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopUp"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPublicProvider: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                /** @description A user id (not a profile id). */
                userId: components["parameters"]["userId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A provider's public profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProviderProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listProviderReviews: {
        parameters: {
            query: {
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                /** @description A user id (not a profile id). */
                userId: components["parameters"]["userId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ratings the provider received, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    rateProvider: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description UUID v4 made when the draft starts; see `x-conventions.idempotency`. */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RateProviderBody"];
            };
        };
        responses: {
            /** @description Rated */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyMismatch"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    rateClient: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description UUID v4 made when the draft starts; see `x-conventions.idempotency`. */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RateClientBody"];
            };
        };
        responses: {
            /** @description Rated */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyMismatch"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listReceivedRatings: {
        parameters: {
            query: {
                role: "client" | "provider";
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ratings the caller received in that role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createReport: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description UUID v4 made when the draft starts; see `x-conventions.idempotency`. */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportBody"];
            };
        };
        responses: {
            /** @description Received */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listNotifications: {
        parameters: {
            query: {
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's notifications, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getUnreadCount: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Count"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    markNotificationRead: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Empty"];
        responses: {
            /** @description Marked read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppNotification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["Count"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    registerPushSubscription: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionBody"];
            };
        };
        responses: {
            /** @description Registered (or updated) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    removePushSubscription: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description Removed (or there was none) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getNotificationPreferences: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["NotificationPreferences"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferencesBody"];
            };
        };
        responses: {
            200: components["responses"]["NotificationPreferences"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listArticles: {
        parameters: {
            query: {
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Articles, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleSummaryPage"];
                };
            };
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getArticle: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An article (bodies are HTML) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listHelpTopics: {
        parameters: {
            query: {
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Help topics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelpTopicPage"];
                };
            };
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getHelpTopic: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A help topic */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelpTopic"];
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTestimonials: {
        parameters: {
            query: {
                page?: components["parameters"]["page"];
                page_size?: components["parameters"]["pageSize"];
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Testimonials */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestimonialPage"];
                };
            };
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    sendContactMessage: {
        parameters: {
            query: {
                /** @description The selected country's id (400 without it; 403 "Wrong region" for a listed but closed country). */
                country: components["parameters"]["country"];
            };
            header?: {
                /** @description UUID v4 made when the draft starts; see `x-conventions.idempotency`. */
                "Idempotency-Key"?: components["parameters"]["idempotencyKey"];
                /** @description `ar-JO` (right-to-left languages carry the upper-cased country code) or `en`. */
                "Accept-Language"?: components["parameters"]["acceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageBody"];
            };
        };
        responses: {
            /** @description Received */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyMismatch"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
}
