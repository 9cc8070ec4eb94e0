codeunit 50100 "Price Lookup"
{
    procedure [=IsBlocked=](Code: Code[20]): Boolean
    begin
        if Code = '' then
            exit(false);
        if Code = 'X' then
            exit(true);
    end;

    procedure [=PickName=](Kind: Option Company,Person): Text
    begin
        case Kind of
            Kind::Company:
                exit('Company');
            Kind::Person:
                exit('Person');
        end;
    end;

    procedure [=FirstFree=](Start: Integer): Integer
    var
        i: Integer;
    begin
        i := Start;
        while i < 10 do begin
            if i mod 2 = 0 then
                exit(i);
            i += 1;
        end;
    end;

    procedure [=FromList=](Values: List of [Integer]): Integer
    var
        v: Integer;
    begin
        foreach v in Values do
            exit(v);
    end;

    procedure [=UntilBreak=](Start: Integer): Integer
    begin
        repeat
            if Start > 100 then
                break;
            exit(Start);
        until false;
    end;

    local procedure [=Nested=](A: Boolean; B: Boolean): Decimal
    begin
        if A then begin
            if B then
                exit(1)
            else
                exit(2);
        end else
            if B then
                exit(3);
    end;

    procedure [=OnlyElse=](Kind: Integer): Code[10]
    begin
        case Kind of
            1:
                exit('ONE');
            else
                Message('other');
        end;
    end;

    procedure [=BareExit=](Kind: Integer): Integer
    begin
        if Kind = 0 then
            exit;
        exit(Kind);
    end;

    procedure [=CallsMaybeFailing=](Kind: Integer): Integer
    begin
        if Kind > 0 then
            exit(Kind);
        FailSometimes(Kind);
    end;

    local procedure FailSometimes(Kind: Integer)
    begin
        if Kind < 0 then
            Error('Negative kind %1', Kind);
    end;
}
