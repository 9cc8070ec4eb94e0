codeunit 50312 "Old Confirms"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    procedure Ask(): Boolean
    begin
        exit(Confirm('Sure?'));
    end;
}

codeunit 50313 "Own Confirm"
{
    procedure Ask(): Boolean
    begin
        exit(Confirm('Sure?'));
    end;

    [Obsolete('Use Ask.', '25.0')]
    procedure AskOld(): Boolean
    begin
        exit(Dialog.Confirm('Sure?'));
    end;

    local procedure Confirm(Question: Text): Boolean
    begin
        exit(Question <> '');
    end;
}
