codeunit 50107 "AA0470 Fix Incomplete"
{
    var
        LineErr: Label 'Line %1 of %2 has %3.', Comment = '%2 = document number, %1 = , %3 = ';
}
