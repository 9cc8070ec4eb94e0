#pragma warning disable AA0215
codeunit 50207 "AA0215 Pragma"
{
}
