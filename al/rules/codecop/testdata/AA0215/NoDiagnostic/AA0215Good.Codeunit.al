codeunit 50202 "AA0215 Good"
{
}
