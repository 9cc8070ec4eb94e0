codeunit 50342 "Old Language Switch"
{
    [Obsolete('Use Translation Helper.', '25.0')]
    procedure Switch()
    begin
        GlobalLanguage(1031);
    end;
}

codeunit 50343 "Removed Language Switch"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone.';

    procedure Switch()
    begin
        GlobalLanguage(1031);
    end;
}
