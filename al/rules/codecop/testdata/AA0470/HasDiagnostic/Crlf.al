codeunit 50102 "AA0470 Crlf"
{
    var
        CrlfErr: Label [='Value %1 is wrong.'=];
}
