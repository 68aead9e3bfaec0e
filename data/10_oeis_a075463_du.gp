\\ Zhao Hui Du's PARI/GP program for OEIS A075463 (29 March 2014), as published in the
\\ entry's %o lines (oeis/oeisdata, seq/A075/A075463.seq, commit
\\ 1ebf49cffb4038214cb8afb0d86c310c9aad7dcb), with the "%o A075463 " prefix and the
\\ "(PARI)" label removed; OEIS content, CC BY-SA 4.0. Read by notebook 09 and
\\ tests/test_09_newresults.py through cypari2, unchanged.
H(n)={
   my(r);
   r=matrix(n,n,X,Y,Mod(0,2));
   for(u=1,n,r[u,u]=Mod(1,2));
   for(u=1,n-1,r[u,u+1]=Mod(1,2);r[u+1,u]=Mod(1,2));
   r
}
E(n)={
   my(r);
   r=matrix(n,n,X,Y,Mod(0,2));
   for(u=1,n,r[u,u]=Mod(1,2));
   r
}
b(n)={
   vector(n,X,Mod(1,2))~
}
a(n)={
   my(x0,x1,tmp,y,z,mH,vb,v0,v1,yb,zb);
   my(A159257,A075462,A075463,a2,a3,a4,a5,tm,tb);
   x0=E(n);mH=H(n);x1=mH;vb=b(n);
   y=matrix(n,n);yb=vector(n);
   z=matrix(n,n);zb=vector(n);
   v0=vb;v1=mH*vb+v0;
   y[1,]=x0[1,];yb[1]=Mod(0,2);
   y[2,]=x1[1,];yb[2]=v0[1];
   z[1,]=x0[n,];zb[1]=Mod(0,2);
   z[2,]=x1[n,];zb[2]=v0[n];
   for(u=2,n-1,
      tmp=mH*x1+x0;x0=x1;x1=tmp;
      y[u+1,]=x1[1,];z[u+1,]=x1[n,];
      tmp=mH*v1+v0+vb;v0=v1;v1=tmp;
      yb[u+1]=v0[1];zb[u+1]=v0[n]
   );
   x1=mH*x1+x0;
   A159257 = n-matrank(x1);
   A075462=2^A159257;
   tm=matrix(2*n,n,X,Y,Mod(0,2));tb=vector(2*n,X,Mod(0,2))~;
   for(u=1,n,tm[u,]=x1[u,];tb[u]=v1[u]);
   for(u=1,n,
       tm[n+u,u]=Mod(1,2);tm[n+u,n-u+1]+=Mod(1,2);tb[n+u]=Mod(0,2)
   );
   a2=matinverseimage(tm,tb);
   if(length(a2)==0, a2=0, a2=2^(n-matrank(tm)));
   for(u=1,n,tm[n+u,]=y[u,];tb[n+u]=yb[u];tm[n+u,u]+=Mod(1,2));
   a3=matinverseimage(tm,tb);
   if(length(a3)==0, a3=0, a3=2^(n-matrank(tm)));
   for(u=1,n,tm[n+u,]=y[n+1-u,];tb[n+u]=yb[n+1-u];tm[n+u,u]+=Mod(1,2));
   a4=matinverseimage(tm,tb);
   if(length(a4)==0, a4=0, a4=2^(n-matrank(tm)));
   for(u=1,n,tm[n+u,]=y[u,]+z[n+1-u,];tb[n+u]=yb[u]+zb[n+1-u]);
   a5=matinverseimage(tm,tb);
   if(length(a5)==0, a5=0, a5=2^(n-matrank(tm)));
   A075463=(A075462+2*(a2+a3+a4)+a5)/8
} \\ _Zhao Hui Du_, Mar 29 2014
