codeunit 50307 "Directive Errors"
{
#endif
#else
#bogus
#define LATE
    procedure A()
    begin
    end;
#if
    procedure B()
    begin
    end;
#endif
#if (DEMO
#endif
}
#if MISSING
