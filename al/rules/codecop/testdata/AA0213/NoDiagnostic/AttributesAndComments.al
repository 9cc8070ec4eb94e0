codeunit 50241 "Obsolete Procedures"
{
    // ObsoleteState = Pending; without a reason in a comment
    [Obsolete('Use NewPost instead.', '25.0')]
    procedure Post()
    begin
        Message('ObsoleteState = Pending');
    end;

    procedure NewPost()
    begin
    end;
}
