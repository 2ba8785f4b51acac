"""
A real DRF + SimpleJWT backend for e2e/simplejwt/ (issue 43): SimpleJWT's own views, with
ROTATE_REFRESH_TOKENS and BLACKLIST_AFTER_ROTATION and no reuse window, so a refresh token is
refused from the moment its rotation is done. Only the calls the start and a settings page need:
auth/token/ (email and password, spec §7), auth/token/refresh/ (docs/api/accounts.md), the
profile and the country lookup (the minimal profile's shapes); any other call is DRF's 404.

Debian's packages, for Debian's python (scripts/test-all.sh installs them):
  python3-djangorestframework-simplejwt python3-django-cors-headers

  /usr/bin/python3 e2e/simplejwt/backend.py PORT

SIMPLEJWT_ACCESS_SECONDS sets the access token's life (default 20, the issue's). The test's levers,
under /__test/: POST levers {"delay"} holds the next refresh's answer that many seconds after its
rotation is done (a slow phone's network); GET refreshes counts the refreshes rotated and
refused, DELETE puts the delay and the counts back.
"""
import os
import sys
import tempfile
import threading
import time
from datetime import timedelta

import django
from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY="e2e-simplejwt-not-a-secret",
    ALLOWED_HOSTS=["*"],
    ROOT_URLCONF=__name__,
    DATABASES={
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": os.path.join(tempfile.mkdtemp(prefix="e2e-simplejwt-"), "db.sqlite3"),
        }
    },
    INSTALLED_APPS=[
        "django.contrib.auth",
        "django.contrib.contenttypes",
        "corsheaders",
        "rest_framework",
        "rest_framework_simplejwt.token_blacklist",
    ],
    MIDDLEWARE=["corsheaders.middleware.CorsMiddleware", "django.middleware.common.CommonMiddleware"],
    CORS_ALLOW_ALL_ORIGINS=True,
    CORS_ALLOW_HEADERS=["accept", "accept-language", "authorization", "content-type", "idempotency-key"],
    USE_TZ=True,
    REST_FRAMEWORK={
        "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework_simplejwt.authentication.JWTAuthentication"],
        "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
        "UNAUTHENTICATED_USER": None,
    },
    SIMPLE_JWT={
        "ACCESS_TOKEN_LIFETIME": timedelta(seconds=int(os.environ.get("SIMPLEJWT_ACCESS_SECONDS", "20"))),
        "REFRESH_TOKEN_LIFETIME": timedelta(days=60),
        "ROTATE_REFRESH_TOKENS": True,
        "BLACKLIST_AFTER_ROTATION": True,
        "UPDATE_LAST_LOGIN": False,
    },
)
django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.urls import path, re_path  # noqa: E402
from rest_framework import status  # noqa: E402
from rest_framework.exceptions import NotFound  # noqa: E402
from rest_framework.permissions import IsAuthenticated  # noqa: E402
from rest_framework.response import Response  # noqa: E402
from rest_framework.views import APIView  # noqa: E402
from rest_framework_simplejwt.serializers import TokenObtainPairSerializer  # noqa: E402
from rest_framework_simplejwt.views import TokenRefreshView  # noqa: E402

USERS = [
    {"email": "client@simplejwt.test", "first_name": "Sara", "last_name": "Khatib", "is_service_provider": False},
]
PASSWORD = "Password123"
COUNTRY = {"id": 1, "code_name": "jo", "name_ar": "الأردن", "name_en": "Jordan"}

levers = {"delay": 0.0, "rotated": 0, "refused": 0}
lock = threading.Lock()


class TokenView(APIView):
    """auth/token/ takes the email (spec §7); SimpleJWT's own serializer, the email as username."""

    authentication_classes = []

    def post(self, request):
        serializer = TokenObtainPairSerializer(
            data={"username": request.data.get("email", ""), "password": request.data.get("password", "")}
        )
        serializer.is_valid(raise_exception=True)
        return Response(serializer.validated_data)


class RefreshView(TokenRefreshView):
    """SimpleJWT's refresh: rotated and blacklisted before the answer leaves, the next one then held `delay` s."""

    def post(self, request, *args, **kwargs):
        response = super().post(request, *args, **kwargs)
        with lock:
            levers["rotated"] += 1
            delay, levers["delay"] = levers["delay"], 0.0
        time.sleep(delay)
        return response

    def handle_exception(self, exc):
        response = super().handle_exception(exc)
        with lock:
            levers["refused"] += 1
        return response


class ProfileView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request):
        user = request.user
        return Response(
            {
                "id": 100 + user.id,
                "user": {
                    "id": user.id,
                    "first_name": user.first_name,
                    "last_name": user.last_name,
                    "email": user.email,
                    "is_service_provider": False,
                    "country": COUNTRY["id"],
                    "language": "ar",
                },
            }
        )


class CountryView(APIView):
    authentication_classes = []

    def get(self, request, code):
        if code != COUNTRY["code_name"]:
            raise NotFound()
        return Response(COUNTRY)


class NoSuchCall(APIView):
    def get(self, request, *args, **kwargs):
        raise NotFound()

    post = put = patch = delete = get


class Levers(APIView):
    """POST {"delay": seconds}."""

    authentication_classes = []

    def post(self, request):
        with lock:
            levers["delay"] = float(request.data.get("delay", 0))
        return Response(status=status.HTTP_204_NO_CONTENT)


class Refreshes(APIView):
    authentication_classes = []

    def get(self, request):
        with lock:
            return Response({"rotated": levers["rotated"], "refused": levers["refused"]})

    def delete(self, request):
        with lock:
            levers.update(delay=0.0, rotated=0, refused=0)
        return Response(status=status.HTTP_204_NO_CONTENT)


urlpatterns = [
    path("api/v1/auth/token/", TokenView.as_view()),
    path("api/v1/auth/token/refresh/", RefreshView.as_view()),
    path("api/v1/auth/user/profile/", ProfileView.as_view()),
    path("api/v1/common/country-by-code-name/<str:code>", CountryView.as_view()),
    path("__test/levers", Levers.as_view()),
    path("__test/refreshes", Refreshes.as_view()),
    re_path(r"^api/v1/.*$", NoSuchCall.as_view()),
]


def main():
    port = sys.argv[1] if len(sys.argv) > 1 else "5306"
    call_command("migrate", verbosity=0)
    for fields in USERS:
        get_user_model().objects.create_user(username=fields["email"], password=PASSWORD, **{
            key: value for key, value in fields.items() if key != "is_service_provider"
        })
    call_command("runserver", f"127.0.0.1:{port}", use_reloader=False, verbosity=0)


if __name__ == "__main__":
    main()
