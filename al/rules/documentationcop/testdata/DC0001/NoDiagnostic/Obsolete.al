codeunit 50302 "Old Posting"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    procedure PostAll()
    begin
        Commit();
    end;
}

codeunit 50303 "Posting With Old Procedure"
{
    [Obsolete('Replaced.', '25.0')]
    procedure PostAll()
    begin
        Commit();
    end;
}
