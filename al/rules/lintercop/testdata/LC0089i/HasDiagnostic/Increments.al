codeunit 50190 "LC0089i Increments"
{
    procedure Branches(a: Boolean; b: Boolean; c: Boolean; n: Integer): Integer
    begin
        if not a then
            exit(0);
        [=if=] a and b [=and=] c then
            n := 1
        else
            [=if=] b [=or=] c then
                n := 2
            [=else=]
                n := 3;
        [=case=] n of
            1:
                exit(a [=?=] 1 : 2);
        end;
        [=repeat=]
            n += 1;
        until (n > 5) [=or=] a [=and=] b;
    end;

    procedure Loops(Items: List of [Integer])
    var
        i: Integer;
    begin
        [=foreach=] i in Items do
            [=if=] i > 1 then
                [=while=] i > 0 do
                    [=for=] i := i downto 0 do
                        i [=xor=] true;
    end;

    procedure Ping(n: Integer)
    begin
        [=if=] n > 0 then
            this.[=Pong=](n - 1);
    end;

    local procedure Pong(n: Integer)
    begin
        [=Ping=](n);
    end;
}
