codeunit 50101 "Plain"
{
}
