codeunit 50201 "Literal Demo"
{
    procedure Literals()
    var
        D: Date;
        T: Time;
        DT: DateTime;
        B: BigInteger;
        S: Text;
    begin
        D := 0D;
        D := 20250101D;
        T := 0T;
        T := 120000T;
        T := 235959.999T;
        DT := 0DT;
        B := 0L;
        B := -1;
        S := 'It''s';
        S := '';
        S := 'http://example.com // not a comment';
        S := @'first line
second ''quoted'' line // not a comment
third';
        S := "Quoted""Name";
        if B in [1, 3..5, 7..] then;
        if B in [..0] then;
        S := Format(1.5 + 10 * 2);
    end;
}
