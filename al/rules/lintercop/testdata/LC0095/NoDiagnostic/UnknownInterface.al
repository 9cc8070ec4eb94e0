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

interface "Base Shape"
{
    procedure Area(Scale: Decimal): Decimal;
}

interface "Named Shape" extends "Base Shape"
{
    procedure Name(Language: Text): Text;
}

codeunit 50134 "Square" implements "Named Shape"
{
    procedure Area(Scale: Decimal): Decimal
    begin
        exit(4);
    end;

    procedure Name(Language: Text): Text
    begin
        exit('Square');
    end;
}
