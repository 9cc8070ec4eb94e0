codeunit 50125 "Dependency Impl" implements "Some Dependency Interface"
{
    procedure Run(Setting: Text)
    begin
    end;
}

interface "Local Interface"
{
    procedure Run(Setting: Text);
}

codeunit 50126 "Obsolete Object"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Gone';

    procedure P(Ignored: Integer)
    begin
    end;
}
