codeunit 50108 "AA0470 Fix Crlf"
{
    var
        ValueErr: Label 'Value %1 is wrong.', MaxLength = 80, Comment = '%1 = ';
}
