codeunit 50189 "LC0089 Metric"
{
    procedure [=Flat=]()
    begin
        Message('x');
    end;

    procedure [=Loops=](Items: List of [Integer])
    var
        i: Integer;
    begin
        foreach i in Items do
            if i > 1 then
                while i > 0 do
                    i -= 1;
    end;

    procedure [=Branches=](a: Boolean; b: Boolean; c: Boolean; n: Integer): Integer
    begin
        if not a then
            exit(0);
        if a and b and c then
            n := 1
        else
            if b or c then
                n := 2
            else
                n := 3;
        case n of
            1:
                exit(a ? 1 : 2);
        end;
        repeat
            n += 1;
        until (n > 5) or a and b;
        Countdown(n);
    end;

    local procedure [=Countdown=](n: Integer)
    begin
        if n > 0 then
            Branches(true, true, true, n - 1);
    end;

    procedure [=Ping=](n: Integer)
    begin
        if n > 0 then
            this.Pong(n - 1);
    end;

    local procedure [=Pong=](n: Integer)
    begin
        Ping(n);
    end;

    trigger [=OnRun=]()
    var
        Done: Boolean;
    begin
        if Done then begin
            Error('done');
        end;
        for Done := false to true do
            if Done then
                continue;
    end;
}
