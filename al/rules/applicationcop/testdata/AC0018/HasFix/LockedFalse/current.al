page 50170 "AC0018 Fix Locked"
{
    [=Caption=] = '', Locked = false, Comment = 'x';
}
