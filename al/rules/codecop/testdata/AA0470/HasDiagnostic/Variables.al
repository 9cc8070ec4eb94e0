codeunit 50100 "AA0470 Variables"
{
    var
        MissingErr: Label [='Cannot find %1 in %2.'=];
        PartlyErr: Label [='Line %1 of %2 has %3.'=], Comment = '%1 = line number, %2 = document';
        EmptyCommentMsg: label [='Posted %1.'=], Comment = '';
        OtherCommentMsg: Label [='Posted %1.'=], Comment = 'Shown after posting';
        LockedFalseMsg: Label [='Posted %1.'=], Locked = false;

    procedure Run()
    var
        LocalMsg: Label [='Deleted %1 records.'=];
    begin
        Message(LocalMsg, 1);
    end;
}
