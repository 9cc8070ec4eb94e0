codeunit 50106 "AA0470 Fix Empty"
{
    var
        MissingErr: Label [='Cannot find %1.'=], Comment = '';
}
